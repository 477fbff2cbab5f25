import { canonicalTheme, themeLabel, themesInText } from './themes';
import { therapistPositionFromProfile } from './therapist-position';

describe('canonicalTheme', () => {
  it.each([
    ['grief', 'grief'],
    ['Bereavement', 'grief'],
    ['selfEsteem', 'selfEsteem'],
    ['self-esteem', 'selfEsteem'],
    ['PTSD', 'trauma'],
    ['Couples', 'relationships'],
    ['eating disorders', 'eating disorders'],
  ])('%s → %s', (name, key) => {
    expect(canonicalTheme(name)).toBe(key);
  });

  it('labels in plain words', () => {
    expect(themeLabel('selfEsteem')).toBe('self-esteem');
    expect(themeLabel('eating disorders')).toBe('eating disorders');
  });
});

describe('themesInText', () => {
  it.each([
    [['Grief & bereavement'], ['grief']],
    [['Trauma-informed care', 'EMDR'], ['trauma']],
    [['Couples and family therapy'], ['relationships', 'family']],
    [
      ['Addiction recovery', 'work burnout'],
      ['addiction', 'work'],
    ],
    [['Mindfulness'], []],
  ])('%j → %j', (texts, keys) => {
    expect(themesInText(texts)).toEqual(keys);
  });
});

describe('therapistPositionFromProfile', () => {
  it('reads themes from the specialty and tags of the profile event', () => {
    const p = therapistPositionFromProfile({
      therapistId: 't9',
      name: 'Dr. Lena Fox',
      specialty: 'Anxiety and panic',
      experience: 7,
      style: 'CBT',
      tags: ['perfectionism'],
      dimensions: {
        directiveness: 0.8,
        emotionalIntensity: -0.3,
        pastOrientation: -0.6,
        warmSupport: 0.1,
      },
    });
    expect(p).toMatchObject({ id: 't9', name: 'Dr. Lena Fox', themes: ['anxiety', 'selfEsteem'] });
  });
});
