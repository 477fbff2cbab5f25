import {
  DEFAULT_SPECIALTY,
  directoryEntry,
  isDemoEmail,
  type DirectorySource,
} from './directory-entry';

const dimensions = {
  directiveness: 0.5,
  emotionalIntensity: 0,
  pastOrientation: -0.3,
  warmSupport: 1,
};
const placed: DirectorySource = {
  userId: 'u1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  experience: 12,
  specialty: 'Grief & loss',
  generatedSpecialty: 'Trauma & PTSD',
  style: 'Warm and structured',
  tags: ['grief', 'warm'],
  dimensions,
  userFriendlyDescription: 'You are warm.\n\nYou lead.',
};

describe('directoryEntry', () => {
  it('carries what matching needs', () => {
    expect(directoryEntry(placed, 'therapists.rapport.app')).toEqual({
      therapistId: 'u1',
      name: 'Ana Ruiz',
      specialty: 'Grief & loss',
      experience: 12,
      style: 'Warm and structured',
      tags: ['grief', 'warm'],
      dimensions,
      description: 'You are warm.\n\nYou lead.',
    });
  });

  it('leaves a profile without a place on the dimensions out of the directory', () => {
    expect(directoryEntry({ ...placed, dimensions: undefined }, 'x.app')).toBeNull();
  });

  it.each<[string | undefined, string | undefined, string]>([
    ['  ', 'Trauma & PTSD', 'Trauma & PTSD'],
    [undefined, undefined, DEFAULT_SPECIALTY],
    [' Couples ', 'Trauma & PTSD', 'Couples'],
  ])('specialty %j (questionnaire %j) → %j', (specialty, generatedSpecialty, expected) => {
    expect(directoryEntry({ ...placed, specialty, generatedSpecialty }, 'x.app')?.specialty).toBe(
      expected,
    );
  });

  it('marks the seed accounts as demo data', () => {
    const demo = { ...placed, email: 'Demo.Ana@Therapists.Rapport.App' };
    expect(directoryEntry(demo, 'therapists.rapport.app')?.seed).toBe(true);
    expect(directoryEntry(placed, 'therapists.rapport.app')).not.toHaveProperty('seed');
  });
});

describe('isDemoEmail', () => {
  it.each<[string, boolean]>([
    ['demo.ana@therapists.rapport.app', true],
    ['ana@evil-therapists.rapport.app', false],
    ['ana@therapists.rapport.app.example.com', false],
  ])('%s → %s', (email, demo) => {
    expect(isDemoEmail(email, 'therapists.rapport.app')).toBe(demo);
  });
});
