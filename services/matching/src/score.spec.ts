import { dims, client, sure, therapist } from './spec-fixtures';
import {
  DIMENSION_WEIGHT,
  EXPERIENCE_WEIGHT,
  SPECIALTY_WEIGHT,
  experienceFit,
  scoreMatch,
  specialtyFit,
} from './score';

describe('scoreMatch', () => {
  const pos = dims(0.8, -0.5, 0.3, 1);

  it('the weights share 100 points', () => {
    expect(DIMENSION_WEIGHT + SPECIALTY_WEIGHT + EXPERIENCE_WEIGHT).toBeCloseTo(1);
  });

  it.each([
    [
      'identical positions and theme, experienced',
      client({ dimensions: pos, confidence: sure(), themes: ['anxiety'] }),
      therapist({ dimensions: pos }),
      100,
    ],
    [
      'identical positions, 5 years (experience only nudges)',
      client({ dimensions: pos, confidence: sure(), themes: ['anxiety'] }),
      therapist({ dimensions: pos, experience: 5 }),
      98,
    ],
    [
      'opposite poles, no shared theme',
      client({ dimensions: dims(1, 1, 1, 1), confidence: sure(), themes: ['grief'] }),
      therapist({ dimensions: dims(-1, -1, -1, -1) }),
      5,
    ],
    ['a client who said nothing: every part neutral except experience', client(), therapist(), 53],
  ])('%s → %i', (_name, c, t, expected) => {
    expect(scoreMatch(c, t).score).toBe(expected);
  });

  it('scores are whole numbers in 0-100', () => {
    const s = scoreMatch(
      client({ dimensions: dims(0.3, -0.7, 0.1, 0.9), confidence: sure(0.37) }),
      therapist(),
    );
    expect(Number.isInteger(s.score)).toBe(true);
    expect(s.score).toBeGreaterThanOrEqual(0);
    expect(s.score).toBeLessThanOrEqual(100);
  });

  it('a closer position scores higher', () => {
    const c = client({ dimensions: dims(1, 0, 0, 0), confidence: sure() });
    const near = scoreMatch(c, therapist({ dimensions: dims(0.6, 0, 0, 0) })).exact;
    const far = scoreMatch(c, therapist({ dimensions: dims(-0.6, 0, 0, 0) })).exact;
    expect(near).toBeGreaterThan(far);
  });

  it('specialty overlap raises the score', () => {
    const c = client({ dimensions: pos, confidence: sure(), themes: ['trauma'] });
    const without = scoreMatch(c, therapist({ dimensions: pos, themes: ['anxiety'] })).score;
    const withIt = scoreMatch(
      c,
      therapist({ dimensions: pos, themes: ['anxiety', 'trauma'] }),
    ).score;
    expect(withIt - without).toBe(25);
  });

  it('a dimension with confidence 0 does not matter, however far apart', () => {
    const c = client({
      dimensions: dims(1, 1, 0, 0),
      confidence: { directiveness: 1, emotionalIntensity: 0, pastOrientation: 0, warmSupport: 0 },
    });
    const a = scoreMatch(c, therapist({ dimensions: dims(1, 1, 1, 1) })).exact;
    const b = scoreMatch(c, therapist({ dimensions: dims(1, -1, -1, -1) })).exact;
    expect(a).toBeCloseTo(b, 10);
  });

  it('lower confidence moves the score less', () => {
    const t = therapist({ dimensions: dims(-1, 0, 0, 0) });
    const cost = (conf: number) =>
      scoreMatch(client({ dimensions: dims(1, 0, 0, 0), confidence: sure(conf) }), t).components
        .dimensions.directiveness.points;
    expect(cost(1)).toBeCloseTo(-8.75);
    expect(cost(0.5)).toBeCloseTo(-4.375);
    expect(cost(0)).toBe(0);
  });

  it('reports each part', () => {
    const s = scoreMatch(
      client({ dimensions: pos, confidence: sure(), themes: ['anxiety'] }),
      therapist({ dimensions: pos }),
    );
    expect(s.components.dimensions.warmSupport).toEqual({
      similarity: 1,
      confidence: 1,
      fit: 1,
      points: 8.75,
    });
    expect(s.components.specialty).toEqual({ fit: 1, matched: ['anxiety'], points: 12.5 });
    expect(s.components.experience).toEqual({ fit: 1, points: 2.5 });
  });
});

describe('specialtyFit', () => {
  const t = therapist({ themes: ['Trauma'], specialty: 'Grief & bereavement', tags: ['couples'] });
  it.each([
    ['no themes: neutral', [], 0.5, []],
    ['listed theme, any spelling', ['trauma'], 1, ['trauma']],
    ['theme named in the specialty', ['grief'], 1, ['grief']],
    ['theme named in a tag, via synonym', ['relationships'], 1, ['relationships']],
    ['lexicon key meets the therapist words', ['selfEsteem'], 0, []],
    ['first theme counts double the second', ['grief', 'anxiety'], 2 / 3, ['grief']],
    ['second theme only', ['anxiety', 'grief'], 1 / 3, ['grief']],
    ['repeats count once', ['grief', 'Grief'], 1, ['grief']],
  ])('%s', (_name, themes, fit, matched) => {
    const r = specialtyFit(themes, t);
    expect(r.fit).toBeCloseTo(fit);
    expect(r.matched).toEqual(matched);
  });
});

describe('experienceFit', () => {
  it.each([
    [0, {}, 0],
    [5, {}, 0.5],
    [25, {}, 1],
    [8, { minExperience: 5 }, 1],
    [3, { minExperience: 5 }, 0.8],
    [20, { maxExperience: 10 }, 0],
    [12, { minExperience: 5, maxExperience: 10 }, 0.8],
  ])('%i years with %j → %d', (years, constraints, fit) => {
    expect(experienceFit(years, constraints)).toBeCloseTo(fit);
  });
});

describe('scoreMatch with other weights', () => {
  it('only the weighted parts count', () => {
    const c = client({ dimensions: dims(1, 1, 1, 1), confidence: sure(), themes: ['anxiety'] });
    const t = therapist({ dimensions: dims(-1, -1, -1, -1) });
    expect(scoreMatch(c, t, { dimensions: 0, specialty: 1, experience: 0 }).score).toBe(100);
    expect(scoreMatch(c, t, { dimensions: 1, specialty: 0, experience: 0 }).score).toBe(0);
  });
});
