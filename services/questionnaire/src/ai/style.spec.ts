import type { MatchingDimensions } from '@rapport/contracts';
import { leanings, styleOf, styleTags } from './style';

const at = (d: Partial<MatchingDimensions>): MatchingDimensions => ({
  directiveness: 0,
  emotionalIntensity: 0,
  pastOrientation: 0,
  warmSupport: 0,
  ...d,
});

describe('styleOf', () => {
  it.each<[Partial<MatchingDimensions>, string]>([
    [{ warmSupport: 0.8, directiveness: -0.6 }, 'Warm and collaborative'],
    [{ directiveness: 0.9, warmSupport: -0.7 }, 'Structured and direct'],
    [{ pastOrientation: 0.7, warmSupport: 0.4 }, 'Warm and reflective'],
    [
      { pastOrientation: -0.9, directiveness: 0.8, warmSupport: -0.6 },
      'Structured, practical and direct',
    ],
    // A weak third leaning is left out.
    [{ pastOrientation: -0.9, directiveness: 0.8, warmSupport: -0.3 }, 'Structured and practical'],
    [{ emotionalIntensity: -0.5 }, 'Steady and adaptable'],
    [{ emotionalIntensity: 0.1, warmSupport: -0.15 }, 'Balanced and adaptable'],
    [{}, 'Balanced and adaptable'],
  ])('%j → %s', (d, style) => {
    expect(styleOf(at(d))).toBe(style);
  });
});

describe('leanings', () => {
  it('orders by strength, then by the contract order of the dimensions', () => {
    const keys = leanings(at({ warmSupport: 0.5, directiveness: -0.5, pastOrientation: 0.9 })).map(
      (l) => l.key,
    );
    expect(keys).toEqual(['pastOrientation', 'directiveness', 'warmSupport']);
  });
});

describe('styleTags', () => {
  it('names the two clearest leanings', () => {
    expect(
      styleTags(at({ directiveness: -0.9, warmSupport: 0.5, emotionalIntensity: 0.3 })),
    ).toEqual(['client-led', 'warm']);
  });
});
