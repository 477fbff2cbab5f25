import { recommendation } from '@rapport/contracts';
import {
  MAX_PASS_PENALTY,
  PASS_PENALTY,
  dimensionSimilarity,
  passPenalty,
  rankAfterPasses,
  specialtyOverlap,
  styleAlikeness,
} from './pass-penalty';
import { recommend, recommendAfterPasses } from './recommend';
import { client, dims, sure, therapist } from './spec-fixtures';

const warmGrief = therapist({
  id: 'a',
  name: 'Dr. Amara Osei',
  specialty: 'Grief & bereavement',
  style: 'Warm and exploratory',
  dimensions: dims(-0.8, 0.6, 0.7, 0.9),
  themes: ['grief'],
});
/** Works almost exactly like Amara, on another focus. */
const warmAnxiety = therapist({
  id: 'b',
  name: 'Dr. Bea Lund',
  specialty: 'Anxiety',
  style: 'Gentle and reflective',
  dimensions: dims(-0.7, 0.6, 0.6, 0.9),
  themes: ['anxiety'],
});
/** Works quite differently, on Amara's focus. */
const directGrief = therapist({
  id: 'c',
  name: 'Dr. Cal Moss',
  specialty: 'Loss and grief',
  style: 'Structured, goal-focused',
  dimensions: dims(0.8, -0.5, -0.6, -0.4),
  themes: ['grief'],
});
/** Neither like Amara in style nor in focus. */
const directCouples = therapist({
  id: 'd',
  name: 'Dr. Dev Rao',
  specialty: 'Couples',
  style: 'Direct and practical',
  dimensions: dims(0.6, -0.3, -0.7, -0.6),
  themes: ['relationships'],
});

describe('how alike two therapists are', () => {
  it.each([
    ['the same place', warmGrief, warmGrief, 1],
    [
      'opposite poles',
      therapist({ dimensions: dims(1, 1, 1, 1) }),
      therapist({ dimensions: dims(-1, -1, -1, -1) }),
      0,
    ],
  ])('dimension similarity at %s is %s', (_what, a, b, expected) => {
    expect(dimensionSimilarity(a, b)).toBeCloseTo(expected);
  });

  it('counts a close way of working as alike in style, a distant one not at all', () => {
    expect(styleAlikeness(warmAnxiety, warmGrief)).toBeGreaterThan(0.8);
    expect(styleAlikeness(directGrief, warmGrief)).toBe(0);
  });

  it('counts the same style line as alike whatever the dimensions', () => {
    const sameLine = { ...directGrief, style: ' warm and EXPLORATORY ' };
    expect(styleAlikeness(sameLine, warmGrief)).toBe(1);
  });

  it.each([
    ['the same theme in other words', directGrief, 1],
    ['another theme', warmAnxiety, 0],
    [
      'the same specialty without a known theme',
      therapist({ specialty: 'Art therapy', themes: [] }),
      1,
    ],
  ])('specialty overlap with %s', (_what, candidate, expected) => {
    const passed =
      expected === 1 && candidate.themes.length === 0
        ? therapist({ id: 'p', specialty: 'art therapy', themes: [] })
        : warmGrief;
    expect(specialtyOverlap(candidate, passed)).toBe(expected);
  });
});

describe('passPenalty', () => {
  it.each([
    ['not my style', 'not-my-style', warmAnxiety, true],
    ['not my style', 'not-my-style', directGrief, false],
    ['specialty', 'specialty', directGrief, true],
    ['specialty', 'specialty', warmAnxiety, false],
    ['other', 'other', warmAnxiety, false],
    ['other', 'other', directGrief, false],
  ] as const)('after "%s", %s %s', (_label, reason, candidate, penalised) => {
    const penalty = passPenalty(candidate, [{ therapist: warmGrief, reason }]);
    if (penalised) {
      expect(penalty).toBeGreaterThan(PASS_PENALTY[reason] * 0.5);
      expect(penalty).toBeLessThanOrEqual(PASS_PENALTY[reason]);
    } else {
      expect(penalty).toBe(0);
    }
  });

  it('never takes more than the cap, however many passes', () => {
    const passes = Array.from({ length: 5 }, (_, i) => ({
      therapist: { ...warmGrief, id: `p${i}` },
      reason: 'not-my-style' as const,
    }));
    expect(passPenalty(warmGrief, passes)).toBe(MAX_PASS_PENALTY);
  });

  it('does not penalise the therapist passed on against themself', () => {
    expect(passPenalty(warmGrief, [{ therapist: warmGrief, reason: 'specialty' }])).toBe(0);
  });
});

describe('Try Another Match', () => {
  // Wants warm, exploratory work on grief: Amara first, Bea (same style) and Cal (same focus) next.
  const griever = client({
    dimensions: dims(-0.8, 0.6, 0.7, 0.9),
    confidence: sure(0.6),
    themes: ['grief'],
  });
  const directory = [warmGrief, warmAnxiety, directGrief, directCouples];

  it('never suggests a therapist passed on again', () => {
    const ranked = rankAfterPasses(griever, directory, [{ therapist: warmGrief, reason: 'other' }]);
    expect(ranked.map((r) => r.therapist.id)).not.toContain('a');
    expect(ranked).toHaveLength(3);
  });

  it('moves the choice away from the style passed on, towards the focus, after "not my style"', () => {
    const before = rankAfterPasses(griever, directory, [{ therapist: warmGrief, reason: 'other' }]);
    const after = rankAfterPasses(griever, directory, [
      { therapist: warmGrief, reason: 'not-my-style' },
    ]);
    const position = (list: typeof before, id: string) =>
      list.findIndex((r) => r.therapist.id === id);
    expect(position(after, 'b')).toBeGreaterThan(position(before, 'b'));
    expect(after.find((r) => r.therapist.id === 'b')?.penalty).toBeGreaterThan(0);
    expect(after.find((r) => r.therapist.id === 'c')?.penalty).toBe(0);
  });

  it('moves the choice away from the focus passed on after "specialty"', () => {
    const after = rankAfterPasses(griever, directory, [
      { therapist: warmGrief, reason: 'specialty' },
    ]);
    expect(after[0]?.therapist.id).toBe('b');
    expect(after.find((r) => r.therapist.id === 'c')?.penalty).toBeGreaterThan(0);
  });

  it('leaves out ids passed on that the directory no longer has a position for', () => {
    const r = recommendAfterPasses(griever, directory, [], new Set(['a', 'b']));
    expect(r?.therapist.id).not.toBe('a');
    expect(r?.alternatives.map((t) => t.id)).not.toContain('b');
  });

  it('answers the next-best as a recommendation the contract accepts, and null when none is left', () => {
    const first = recommend(griever, directory);
    expect(first?.therapist.id).toBe('a');
    const next = recommendAfterPasses(
      griever,
      directory,
      [{ therapist: warmGrief, reason: 'not-my-style' }],
      new Set(['a']),
    );
    expect(next?.therapist.id).not.toBe('a');
    expect(recommendation.safeParse(next).success).toBe(true);
    expect(
      recommendAfterPasses(griever, directory, [], new Set(directory.map((t) => t.id))),
    ).toBeNull();
  });

  it('gives the same answer for the same passes whatever order the directory comes in', () => {
    const passes = [{ therapist: warmGrief, reason: 'not-my-style' as const }];
    const a = rankAfterPasses(griever, directory, passes).map((r) => r.therapist.id);
    const b = rankAfterPasses(griever, [...directory].reverse(), passes).map((r) => r.therapist.id);
    expect(b).toEqual(a);
  });
});
