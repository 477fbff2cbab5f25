import { audienceGroup, groupQuestions, savedAudience } from './questions';

const q = (question: string, audience?: string) => ({ question, audience });

describe('question audiences (spec §3)', () => {
  it("shows a missing or unknown audience as 'Other' and saves it as client", () => {
    expect(audienceGroup('client')).toBe('client');
    expect(audienceGroup('therapist')).toBe('therapist');
    expect(audienceGroup(undefined)).toBe('other');
    expect(audienceGroup('both')).toBe('other');
    expect(savedAudience('both')).toBe('client');
    expect(savedAudience(undefined)).toBe('client');
    expect(savedAudience('therapist')).toBe('therapist');
  });

  it('groups the editor into Client, Therapist and Other, keeping order and index', () => {
    const groups = groupQuestions(
      [q('a', 'therapist'), q('b', 'client'), q('c'), q('d', 'client')],
      ['client', 'therapist', 'other'],
    );
    expect(
      groups.map((g) => [g.group, g.items.map((i) => `${i.item.question}${i.index}`)]),
    ).toEqual([
      ['client', ['b1', 'd3']],
      ['therapist', ['a0']],
      ['other', ['c2']],
    ]);
  });

  it('groups the review into Therapist and Other (everything else)', () => {
    const groups = groupQuestions(
      [q('a', 'client'), q('b', 'therapist'), q('c', 'x')],
      ['therapist', 'other'],
    );
    expect(groups.map((g) => [g.group, g.items.map((i) => i.item.question)])).toEqual([
      ['therapist', ['b']],
      ['other', ['a', 'c']],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupQuestions([q('a', 'client')], ['client', 'therapist', 'other'])).toHaveLength(1);
    expect(groupQuestions([], ['therapist', 'other'])).toEqual([]);
  });
});
