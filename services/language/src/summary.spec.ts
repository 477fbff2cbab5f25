import { readSignals } from './signals';
import { summarise } from './summary';

const thoughts = [
  'The weather was nice today.',
  'Clients with panic attacks want practical tools and a clear structure.',
  'We met in the usual room.',
  'Childhood trauma needs warm, gentle support and time.',
].join(' ');

describe('summarise', () => {
  it('keeps the two most salient sentences, condensed, in their order', () => {
    expect(summarise(readSignals(thoughts))).toBe(
      'Clients with panic attacks want practical tools and a clear structure. Childhood trauma needs warm, gentle support and time.',
    );
  });

  it('keeps one sentence of short thoughts', () => {
    expect(summarise(readSignals('Grief takes time. I think that patience helps.'))).toBe(
      'Grief takes time.',
    );
  });

  it.each([
    [{ sentences: 1 }, 1],
    [{ sentences: 3 }, 3],
  ])('honours %j', (opts, count) => {
    const out = summarise(readSignals(thoughts), opts);
    expect(out.split(/(?<=\.)\s/).length).toBe(count);
  });

  it('prefers sentences naming a focus term', () => {
    expect(summarise(readSignals(thoughts), { sentences: 1, focusTerms: ['trauma'] })).toBe(
      'Childhood trauma needs warm, gentle support and time.',
    );
  });
});
