/** The assessment's fixed texts (spec §5, §8), shared by the screen and its tests. */
export const messages = {
  answerRequired: 'Please provide an answer before continuing',
  processingFailed: 'There was an error processing your response. Please try again.',
  microphoneHint: 'Please allow microphone access in your browser settings.',
} as const;
