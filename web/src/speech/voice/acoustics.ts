/**
 * The five acoustic measures behind speech detection (spec §5), computed from one
 * AnalyserNode frame. Pure: the analyser's arrays go in, numbers come out.
 */
/** Frequency bands behind the acoustic checks (Hz). */
const bands = {
  /** Below this, energy counts as low-frequency noise (hum, rumble, handling). */
  lowFrequencyMaxHz: 250,
  /** The first two or three formants of speech live here. */
  formant: { min: 300, max: 3400 },
} as const;

export interface AcousticFeatures {
  /** RMS of the waveform, 0-1. */
  energy: number;
  /** Share of spectral power in the formant band (300-3400 Hz), 0-1. */
  formantEnergy: number;
  /** Share of spectral power below 250 Hz, 0-1. */
  lowFrequencyNoiseRatio: number;
  /** Sign changes per sample, 0-1. */
  zeroCrossingRate: number;
  /** Power-weighted mean frequency, Hz. */
  spectralCentroid: number;
}

export const silentFeatures: AcousticFeatures = {
  energy: 0,
  formantEnergy: 0,
  lowFrequencyNoiseRatio: 0,
  zeroCrossingRate: 0,
  spectralCentroid: 0,
};

/** Root mean square of samples in -1..1. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

export function zeroCrossingRate(samples: ArrayLike<number>): number {
  if (samples.length < 2) return 0;
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1] ?? 0;
    const b = samples[i] ?? 0;
    if ((a >= 0 && b < 0) || (a < 0 && b >= 0)) crossings++;
  }
  return crossings / (samples.length - 1);
}

/** Decibels (getFloatFrequencyData) to linear power; -Infinity is silence. */
function power(db: number): number {
  return Number.isFinite(db) ? 10 ** (db / 10) : 0;
}

/**
 * The spectral measures from one frame of getFloatFrequencyData: bin i covers
 * i * sampleRate / fftSize Hz, and there are fftSize / 2 bins.
 */
export function spectralFeatures(
  frequencyDb: ArrayLike<number>,
  sampleRate: number,
): Pick<AcousticFeatures, 'formantEnergy' | 'lowFrequencyNoiseRatio' | 'spectralCentroid'> {
  const binHz = sampleRate / (2 * frequencyDb.length);
  let total = 0;
  let formant = 0;
  let low = 0;
  let weighted = 0;
  for (let i = 0; i < frequencyDb.length; i++) {
    const p = power(frequencyDb[i] ?? -Infinity);
    const hz = i * binHz;
    total += p;
    weighted += p * hz;
    if (hz < bands.lowFrequencyMaxHz) low += p;
    if (hz >= bands.formant.min && hz <= bands.formant.max) formant += p;
  }
  if (total <= 0) return { formantEnergy: 0, lowFrequencyNoiseRatio: 0, spectralCentroid: 0 };
  return {
    formantEnergy: formant / total,
    lowFrequencyNoiseRatio: low / total,
    spectralCentroid: weighted / total,
  };
}

/** All five measures of one analyser frame. */
export function acousticFeatures(
  timeDomain: ArrayLike<number>,
  frequencyDb: ArrayLike<number>,
  sampleRate: number,
): AcousticFeatures {
  return {
    energy: rms(timeDomain),
    zeroCrossingRate: zeroCrossingRate(timeDomain),
    ...spectralFeatures(frequencyDb, sampleRate),
  };
}

/** The level the circular display shows, 0-1: RMS lifted so quiet speech still moves it. */
export function displayLevel(energy: number): number {
  if (!Number.isFinite(energy) || energy <= 0) return 0;
  return Math.min(1, Math.sqrt(energy) * 1.6);
}
