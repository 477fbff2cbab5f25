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

  it('keeps both sentences of two short ones', () => {
    expect(summarise(readSignals('Grief takes time. I think that patience helps.'))).toBe(
      'Grief takes time. Patience helps.',
    );
  });

  it('keeps one sentence of two long ones', () => {
    const long =
      'Grief takes time, and most of the people who come to me after a death have been told by everyone around them to move on. ' +
      'I think that patience helps more than anything else I can offer, more than any technique or any exercise I could give them.';
    expect(summarise(readSignals(long)).split(/(?<=\.)\s/)).toHaveLength(1);
  });

  // Issue 12: the summary of this input dropped its main point (the first sentence).
  it('keeps the main point of the drinking input', () => {
    const drinking =
      'Clients who feel ashamed about drinking need a therapist who does not lecture them. Curiosity works better than confrontation, and small, practical goals keep them coming back.';
    expect(summarise(readSignals(drinking))).toContain(
      'Clients who feel ashamed about drinking need a therapist who does not lecture them.',
    );
  });

  it('prefers the sentences the caller marks as the main point', () => {
    expect(summarise(readSignals(thoughts), { sentences: 1, prefer: [1] })).toBe(
      'Clients with panic attacks want practical tools and a clear structure.',
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
