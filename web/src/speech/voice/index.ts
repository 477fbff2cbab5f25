/** Browser audio for the voice session: capture, level, speech detection, playback, wake lock. */
export { acousticFeatures, displayLevel, type AcousticFeatures } from './acoustics';
export { base64ToBytes, blobToBase64, bytesToBase64, combineChunks } from './audio-bytes';
export { fadeOut, fadeSteps } from './fade';
export { createLevelStore, type Level, type LevelStore, type Speaker } from './level-store';
export { startLevelMeter, type LevelMeter, type MeterFrame } from './level-meter';
export {
  TurnRecorder,
  isPermanentMicError,
  micConstraints,
  openMicrophone,
  recorderOptions,
  releaseStream,
} from './microphone';
export { SpeechPlayback, type PlaybackOptions } from './playback';
export { cancelAllSpeech, canSpeak, speakText, speakingTimeoutMs, type Speech } from './speak';
export {
  freshTurn,
  isSpeech,
  passedChecks,
  speechChecks,
  turnStep,
  type TurnState,
} from './speech-detection';
export { useWakeLock } from './useWakeLock';
export { VoiceAudio, type VoiceAudioHandlers } from './voice-audio';
