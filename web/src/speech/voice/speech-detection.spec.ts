import {
  acousticFeatures,
  displayLevel,
  rms,
  spectralFeatures,
  zeroCrossingRate,
} from './acoustics';
import type { AcousticFeatures } from './acoustics';
import { freshTurn, isSpeech, passedChecks, speechChecks, turnStep } from './speech-detection';

/** A frame that passes all five checks. */
const voice: AcousticFeatures = {
  energy: 0.12,
  formantEnergy: 0.6,
  lowFrequencyNoiseRatio: 0.1,
  zeroCrossingRate: 0.1,
  spectralCentroid: 1500,
};
const fail: AcousticFeatures = {
  energy: 0.01,
  formantEnergy: 0.1,
  lowFrequencyNoiseRatio: 0.8,
  zeroCrossingRate: 0.5,
  spectralCentroid: 200,
};
const names = Object.keys(voice) as Array<keyof AcousticFeatures>;
/** `voice` with the named checks failing. */
const failing = (...which: Array<keyof AcousticFeatures>): AcousticFeatures => ({
  ...voice,
  ...Object.fromEntries(which.map((k) => [k, fail[k]])),
});

describe('speech checks (spec §5)', () => {
  it.each([
    ['energy just above 0.05', { energy: 0.0501 }, 'energy', true],
    ['energy at 0.05', { energy: 0.05 }, 'energy', false],
    ['formant energy above 0.25', { formantEnergy: 0.26 }, 'formantEnergy', true],
    ['formant energy at 0.25', { formantEnergy: 0.25 }, 'formantEnergy', false],
    [
      'low-frequency ratio below 0.4',
      { lowFrequencyNoiseRatio: 0.39 },
      'lowFrequencyNoiseRatio',
      true,
    ],
    [
      'low-frequency ratio at 0.4',
      { lowFrequencyNoiseRatio: 0.4 },
      'lowFrequencyNoiseRatio',
      false,
    ],
    ['ZCR at 0.03', { zeroCrossingRate: 0.03 }, 'zeroCrossingRate', true],
    ['ZCR at 0.35', { zeroCrossingRate: 0.35 }, 'zeroCrossingRate', true],
    ['ZCR below 0.03', { zeroCrossingRate: 0.029 }, 'zeroCrossingRate', false],
    ['ZCR above 0.35', { zeroCrossingRate: 0.351 }, 'zeroCrossingRate', false],
    ['centroid at 800 Hz', { spectralCentroid: 800 }, 'spectralCentroid', true],
    ['centroid at 4500 Hz', { spectralCentroid: 4500 }, 'spectralCentroid', true],
    ['centroid at 799 Hz', { spectralCentroid: 799 }, 'spectralCentroid', false],
    ['centroid at 4501 Hz', { spectralCentroid: 4501 }, 'spectralCentroid', false],
  ] as const)('%s', (_name, change, check, passes) => {
    expect(speechChecks({ ...voice, ...change })[check]).toBe(passes);
  });

  it.each([
    [[], 5, true],
    [['energy'], 4, true],
    [['energy', 'spectralCentroid'], 3, true],
    [['formantEnergy', 'zeroCrossingRate'], 3, true],
    [['energy', 'formantEnergy', 'lowFrequencyNoiseRatio'], 2, false],
    [['zeroCrossingRate', 'spectralCentroid', 'energy'], 2, false],
    [['energy', 'formantEnergy', 'lowFrequencyNoiseRatio', 'zeroCrossingRate'], 1, false],
    [names, 0, false],
  ] as Array<[Array<keyof AcousticFeatures>, number, boolean]>)(
    'failing %j: %i checks pass, speech %s',
    (which, count, speech) => {
      const f = failing(...which);
      expect(passedChecks(f)).toBe(count);
      expect(isSpeech(f)).toBe(speech);
    },
  );
});

describe('turn end after 1500 ms of silence', () => {
  it.each([
    [
      'silence only never ends a turn',
      [
        [false, 0],
        [false, 5000],
      ],
      [false, false],
    ],
    [
      'speech then 1499 ms of silence keeps listening',
      [
        [true, 0],
        [false, 1499],
      ],
      [false, false],
    ],
    [
      'speech then 1500 ms of silence ends the turn',
      [
        [true, 0],
        [false, 1500],
      ],
      [false, true],
    ],
    [
      'speech again inside the window restarts the wait',
      [
        [true, 0],
        [false, 1000],
        [true, 1400],
        [false, 2500],
        [false, 2900],
      ],
      [false, false, false, false, true],
    ],
  ] as Array<[string, Array<[boolean, number]>, boolean[]]>)('%s', (_name, frames, ends) => {
    let state = freshTurn;
    const got = frames.map(([speech, t]) => {
      const step = turnStep(state, speech, t);
      state = step.state;
      return step.ended;
    });
    expect(got).toEqual(ends);
  });

  it('starts a fresh turn after ending', () => {
    const end = turnStep(turnStep(freshTurn, true, 0).state, false, 2000);
    expect(end).toEqual({ state: freshTurn, ended: true });
    expect(turnStep(end.state, false, 9000).ended).toBe(false);
  });
});

describe('acoustic measures', () => {
  const sampleRate = 48_000;
  const sine = (hz: number, amplitude: number, n = 2048) =>
    Float32Array.from(
      { length: n },
      (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate),
    );
  /** A flat -Infinity spectrum with power only in the bin nearest `hz`. */
  const spectrumAt = (...hzs: number[]) => {
    const bins = new Float32Array(1024).fill(-Infinity);
    for (const hz of hzs) bins[Math.round(hz / (sampleRate / 2048))] = -20;
    return bins;
  };

  it('measures RMS and zero crossings of a sine', () => {
    const s = sine(1000, 0.5);
    expect(rms(s)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    // 2 crossings per period: 2000 per second at 48 kHz.
    expect(zeroCrossingRate(s)).toBeCloseTo(2000 / sampleRate, 2);
  });

  it('places the centroid, formant share and low-frequency share', () => {
    expect(spectralFeatures(spectrumAt(1000), sampleRate)).toEqual({
      formantEnergy: 1,
      lowFrequencyNoiseRatio: 0,
      spectralCentroid: expect.closeTo(1000, -2),
    });
    const hum = spectralFeatures(spectrumAt(50, 1000), sampleRate);
    expect(hum.lowFrequencyNoiseRatio).toBeCloseTo(0.5);
    expect(hum.formantEnergy).toBeCloseTo(0.5);
  });

  it('treats silence as zero everywhere', () => {
    expect(acousticFeatures(new Float32Array(2048), spectrumAt(), sampleRate)).toEqual({
      energy: 0,
      zeroCrossingRate: expect.any(Number),
      formantEnergy: 0,
      lowFrequencyNoiseRatio: 0,
      spectralCentroid: 0,
    });
    expect(rms([])).toBe(0);
  });

  it('scales the display level into 0-1', () => {
    expect(displayLevel(0)).toBe(0);
    expect(displayLevel(Number.NaN)).toBe(0);
    expect(displayLevel(0.1)).toBeGreaterThan(0.4);
    expect(displayLevel(1)).toBe(1);
  });
});
