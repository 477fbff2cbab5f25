import { clip, condense, fill, listOf, quote } from './text';

describe('condense', () => {
  it.each([
    ['Honestly, I think that clients need warmth.', 'Clients need warmth.'],
    ['In my experience, grief takes years', 'Grief takes years.'],
    ['So basically trust (and time) matters most!', 'Trust matters most!'],
    ['I think.', 'I think.'],
    // An opener ends where a word ends: not "'s half the story".
    ["I think that's half the story.", "That's half the story."],
  ])('%s → %s', (input, out) => {
    expect(condense(input)).toBe(out);
  });

  it('keeps a long sentence under the limit, cut at a word', () => {
    const out = condense(`Clients ${'really '.repeat(60)}need warmth.`, 80);
    expect(out.length).toBeLessThanOrEqual(81);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    ['short', 10, 'short'],
    ['one two three four five', 12, 'one two…'],
  ])('clip(%s, %d) → %s', (s, max, out) => {
    expect(clip(s, max)).toBe(out);
  });

  it('fills slots and leaves unknown ones visible', () => {
    expect(fill('With {topic}, {who}.', { topic: 'grief' })).toBe('With grief, {who}.');
  });

  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('listOf(%j) → %s', (items, out) => {
    expect(listOf(items)).toBe(out);
  });

  it('quotes around the term in a long sentence', () => {
    const s = `${'Background words go here and here. '.repeat(6)}The key is gentle validation over time.`;
    const q = quote(s, 'gentle validation', 80);
    expect(q.startsWith('…')).toBe(true);
    expect(q).toContain('gentle validation');
    expect(q.length).toBeLessThanOrEqual(80);
  });
});
