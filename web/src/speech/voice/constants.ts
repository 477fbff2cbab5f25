/**
 * The voice constants of spec §5 and §9 the browser needs, copied from @rapport/contracts
 * so zod never reaches the bundle; constants.spec.ts keeps the two equal.
 */
export const recording = {
  chunkMs: 100,
  bitsPerSecond: 32_000,
  channelCount: 1,
  sampleRate: 24_000,
} as const;

/** Speech counts as detected when at least `required` of the five checks pass. */
export const speechDetection = {
  required: 3,
  checks: 5,
  energyMin: 0.05,
  formantEnergyMin: 0.25,
  lowFrequencyNoiseRatioMax: 0.4,
  zeroCrossingRate: { min: 0.03, max: 0.35 },
  spectralCentroidHz: { min: 800, max: 4500 },
} as const;

export const voiceTimings = {
  /** A turn ends after this much silence following speech. */
  silenceTimeoutMs: 1500,
  /** Playback volume is lowered by `fadeStep` every `fadeIntervalMs` on stop. */
  fadeStep: 0.1,
  fadeIntervalMs: 20,
} as const;

/** Audio chunks are combined up to this many bytes per append. */
export const audioAppendLimitBytes = 131_072;

export const voiceName = 'alloy';

/** Frequency bands behind the acoustic checks (Hz). */
export const bands = {
  /** Below this, energy counts as low-frequency noise (hum, rumble, handling). */
  lowFrequencyMaxHz: 250,
  /** The first two or three formants of speech live here. */
  formant: { min: 300, max: 3400 },
} as const;

/** Speech language en-US (spec §9). */
export const speechLanguage = 'en-US';
