import type { ClientPreferences } from '@rapport/matching';
import { clearLeans, clientSummary, clientTags } from './describe';

const prefs = (over: Partial<ClientPreferences> = {}): ClientPreferences => ({
  dimensions: { directiveness: 0, emotionalIntensity: 0, pastOrientation: 0, warmSupport: 0 },
  confidence: { directiveness: 0, emotionalIntensity: 0, pastOrientation: 0, warmSupport: 0 },
  themes: [],
  ...over,
});

const leaning = prefs({
  dimensions: { directiveness: 1, emotionalIntensity: -0.1, pastOrientation: -1, warmSupport: 0.5 },
  confidence: {
    directiveness: 0.5,
    emotionalIntensity: 0.9,
    pastOrientation: 0.75,
    warmSupport: 0.2,
  },
  themes: ['anxiety', 'work'],
});

describe('clearLeans', () => {
  it('keeps clear, confident leans, most confident first', () => {
    // emotionalIntensity: too close to 0; warmSupport: too little evidence.
    expect(clearLeans(leaning)).toEqual([
      { key: 'pastOrientation', side: 'low', confidence: 0.75, stated: false },
      { key: 'directiveness', side: 'high', confidence: 0.5, stated: false },
    ]);
  });
});

describe('clientTags', () => {
  it('names the themes, then how the client wants to work', () => {
    expect(clientTags(leaning)).toEqual([
      'Anxiety',
      'Work and burnout',
      'Focused on the present',
      'Wants a clear plan',
    ]);
  });

  it('falls back to the client’s own phrases, never to nothing when there are some', () => {
    expect(clientTags(prefs(), ['long walks', 'my garden', 'old friends', 'more'])).toEqual([
      'Long walks',
      'My garden',
      'Old friends',
    ]);
    expect(clientTags(prefs())).toEqual([]);
  });
});

describe('clientSummary', () => {
  it('says what they want help with and how, in the second person', () => {
    expect(clientSummary(leaning)).toBe(
      'You are looking for help with anxiety and work and burnout. Your answers suggest you would like a focus on what is happening in your life now and a therapist who takes the lead with a clear plan.',
    );
  });

  it('says "you asked for" only for what the client asked for in so many words', () => {
    const p = { ...leaning, stated: { directiveness: true } };
    expect(clientSummary(p)).toBe(
      'You are looking for help with anxiety and work and burnout. You asked for a therapist who takes the lead with a clear plan. Your answers also suggest you would like a focus on what is happening in your life now.',
    );
  });

  it('asks for more when the answers say little', () => {
    expect(clientSummary(prefs())).toMatch(/^You have started to describe/);
  });
});
