/**
 * Business constants and limits of spec §9, in one place so the web app, the gateway and
 * the services cannot drift apart. Times are milliseconds, sizes bytes.
 */

/** Question audiences (spec §3 "Question"); anything else shows as 'Other' and is saved as client. */
export const audiences = ['client', 'therapist'] as const;

/** TTS tones of the voice assistant. */
export const ttsTones = ['calm', 'warm', 'enthusiastic'] as const;

/** Voice session states of spec §4 "Voice session state". */
export const voiceSessionStates = [
  'idle',
  'preparing',
  'ai-speaking',
  'listening',
  'processing',
  'analyzing',
  'complete',
] as const;

export const limits = {
  /** Contribution-access registration is open only to the first 3 users. */
  contributionRegistrationLimit: 3,
  contributionPasswordMin: 6,
  accountPasswordMin: 8,
  therapistAge: { min: 18, max: 100 },
  experienceYears: { min: 0, max: 70 },
  inviteCodeMax: 12,
  /** Inferred answers needed before 'Find My Therapist' is enabled; progress = count/7, capped at 100%. */
  matchThreshold: 7,
  /** From this many inferred answers the status reads 'Gathering final insights...'. */
  gatheringFinalInsightsFrom: 5,
  /** Audio chunks are combined up to this many bytes per append. */
  audioAppendLimitBytes: 131072,
  matchScore: { min: 0, max: 100 },
  workshopSlides: 12,
} as const;

export const timings = {
  registrationSuccessMs: 3000,
  navigateAfterSaveMs: 500,
  speechRestartDelayMs: 50,
  silenceTimeoutMs: 1500,
  listenRetries: 3,
  listenRetryDelayMs: 1000,
  sessionReadyWaitMs: 5000,
  saveDebounceMs: 1000,
  contactStatusResetMs: 3000,
  landingQuestionRotateMs: 3000,
  landingQuestionFadeMs: 500,
  /** Playback volume is lowered in steps of `audioFadeStep` every `audioFadeIntervalMs` on stop. */
  audioFadeStep: 0.1,
  audioFadeIntervalMs: 20,
  chunkLoadTimeoutMs: 120_000,
  keepAwakeReloadMs: 15_000,
} as const;

export const voiceDefaults = {
  voice: 'alloy',
  tone: 'calm',
  /** MediaRecorder settings: 100 ms chunks, 32 kbps, mono, 24 kHz ideal. */
  recording: { chunkMs: 100, bitsPerSecond: 32_000, channelCount: 1, sampleRate: 24_000 },
} as const;

/** Speech counts as detected when at least `required` of the five checks pass (spec §5). */
export const speechDetection = {
  required: 3,
  checks: 5,
  energyMin: 0.05,
  formantEnergyMin: 0.25,
  lowFrequencyNoiseRatioMax: 0.4,
  zeroCrossingRate: { min: 0.03, max: 0.35 },
  spectralCentroidHz: { min: 800, max: 4500 },
} as const;

export const speechRecognition = { language: 'en-US', interimResults: true } as const;

export const ui = {
  landingHeaderTranslucentAfterPx: 20,
  previousContributionsHeightRem: 24,
} as const;

/** Browser local storage keys (spec §3). */
export const storageKeys = {
  user: 'user',
  authToken: 'authToken',
  contributionToken: 'therapist_input_auth',
  inviteAccessToken: 'nm_access_token',
  inviteAccessExpires: 'nm_access_expires',
} as const;
