import type { MatchingDimensions } from '@rapport/contracts';
import type { ClientPreferences, DimensionConfidence, TherapistPosition } from './types';

export const dims = (
  directiveness: number,
  emotionalIntensity: number,
  pastOrientation: number,
  warmSupport: number,
): MatchingDimensions => ({ directiveness, emotionalIntensity, pastOrientation, warmSupport });

export const sure = (c = 1): DimensionConfidence => ({
  directiveness: c,
  emotionalIntensity: c,
  pastOrientation: c,
  warmSupport: c,
});

export function client(over: Partial<ClientPreferences> = {}): ClientPreferences {
  return { dimensions: dims(0, 0, 0, 0), confidence: sure(0), themes: [], ...over };
}

export function therapist(over: Partial<TherapistPosition> = {}): TherapistPosition {
  return {
    id: 't1',
    name: 'Dr. Ada Park',
    specialty: 'Anxiety',
    experience: 12,
    style: 'Cognitive behavioural therapy',
    tags: [],
    dimensions: dims(0, 0, 0, 0),
    themes: ['anxiety'],
    ...over,
  };
}
