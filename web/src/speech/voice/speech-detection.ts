/**
 * Speech detection (spec §5): a frame is speech when at least 3 of the 5 acoustic checks
 * pass, and a turn ends after 1500 ms without speech. Pure, so both are table-tested.
 */
import type { AcousticFeatures } from './acoustics';
import { speechDetection, timings } from '@rapport/contracts/constants';

export type CheckName = keyof AcousticFeatures;

export type SpeechChecks = Record<CheckName, boolean>;

/** Which of the five checks one frame passes. */
export function speechChecks(f: AcousticFeatures): SpeechChecks {
  const d = speechDetection;
  return {
    energy: f.energy > d.energyMin,
    formantEnergy: f.formantEnergy > d.formantEnergyMin,
    lowFrequencyNoiseRatio: f.lowFrequencyNoiseRatio < d.lowFrequencyNoiseRatioMax,
    zeroCrossingRate:
      f.zeroCrossingRate >= d.zeroCrossingRate.min && f.zeroCrossingRate <= d.zeroCrossingRate.max,
    spectralCentroid:
      f.spectralCentroid >= d.spectralCentroidHz.min &&
      f.spectralCentroid <= d.spectralCentroidHz.max,
  };
}

export function passedChecks(f: AcousticFeatures): number {
  return Object.values(speechChecks(f)).filter(Boolean).length;
}

/** True when at least 3 of the 5 checks pass. */
export function isSpeech(f: AcousticFeatures): boolean {
  return passedChecks(f) >= speechDetection.required;
}

/** Where a listening turn stands. */
export interface TurnState {
  /** Speech was heard since the turn began. */
  heard: boolean;
  /** When speech was last heard (ms), or null. */
  lastSpeechAt: number | null;
}

export const freshTurn: TurnState = { heard: false, lastSpeechAt: null };

export interface TurnStep {
  state: TurnState;
  /** The turn just ended: 1500 ms of silence after speech. */
  ended: boolean;
}

/**
 * One observation at time `now`: speech (from the acoustic checks or the browser's own
 * recognition) or silence. A turn without any speech never ends by silence.
 */
export function turnStep(
  state: TurnState,
  speech: boolean,
  now: number,
  silenceMs: number = timings.silenceTimeoutMs,
): TurnStep {
  if (speech) return { state: { heard: true, lastSpeechAt: now }, ended: false };
  if (!state.heard || state.lastSpeechAt === null) return { state, ended: false };
  if (now - state.lastSpeechAt >= silenceMs) return { state: freshTurn, ended: true };
  return { state, ended: false };
}
