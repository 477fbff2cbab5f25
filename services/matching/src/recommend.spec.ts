import { recommendation } from '@rapport/contracts';
import { recommend } from './recommend';
import { client, dims, sure, therapist } from './spec-fixtures';
import type { DimensionConfidence } from './types';

const directory = [
  therapist({
    id: 'a',
    name: 'Dr. Amara Osei',
    specialty: 'Grief & bereavement',
    dimensions: dims(-0.8, 0.6, 0.7, 0.9),
    themes: ['grief'],
    tags: ['person-centred'],
  }),
  therapist({
    id: 'b',
    name: 'Dr. Ben Kaur',
    specialty: 'Anxiety',
    dimensions: dims(0.9, -0.6, -0.8, -0.2),
    themes: ['anxiety'],
  }),
  therapist({
    id: 'c',
    name: 'Dr. Cleo Marsh',
    specialty: 'Trauma',
    dimensions: dims(-0.3, -0.7, 0.4, 0.8),
    themes: ['trauma'],
  }),
  therapist({
    id: 'd',
    name: 'Dr. Dev Rao',
    specialty: 'Relationships',
    dimensions: dims(0.2, 0.4, -0.2, -0.9),
    themes: ['relationships'],
  }),
];

const only = (over: Partial<DimensionConfidence>): DimensionConfidence => ({ ...sure(0), ...over });

describe('recommend', () => {
  it('an empty directory gives no recommendation', () => {
    expect(recommend(client(), [])).toBeNull();
  });

  it('returns the best match and the next two, each with its score, valid under the contract', () => {
    const c = client({ dimensions: dims(-1, 0.5, 0.8, 1), confidence: sure(), themes: ['grief'] });
    const r = recommend(c, directory);
    expect(r?.therapist).toEqual({
      id: 'a',
      name: 'Dr. Amara Osei',
      specialty: 'Grief & bereavement',
      experience: 12,
      style: 'Cognitive behavioural therapy',
      tags: ['person-centred'],
    });
    expect(r?.alternatives.map((t) => t.id)).toEqual(['c', 'd']);
    expect(r?.alternatives.every((t) => Number.isInteger(t.matchScore))).toBe(true);
    expect(r!.matchScore).toBeGreaterThanOrEqual(r!.alternatives[0]!.matchScore);
    expect(recommendation.safeParse(r).success).toBe(true);
  });

  it('with fewer therapists there are fewer alternatives', () => {
    expect(recommend(client(), directory.slice(0, 2))?.alternatives).toHaveLength(1);
    expect(recommend(client(), directory.slice(0, 1))?.alternatives).toEqual([]);
  });

  it.each([
    [
      'lead + warmth: warmth and direction named, biggest first',
      client({
        dimensions: dims(-1, 0, 0, 1),
        confidence: only({ directiveness: 0.5, warmSupport: 1 }),
      }),
      ['warmSupport', 'directiveness'],
    ],
    [
      'specialty outweighs a weak style preference',
      client({
        dimensions: dims(-1, 0, 0, 0),
        confidence: only({ directiveness: 0.3 }),
        themes: ['grief'],
      }),
      ['specialty', 'directiveness'],
    ],
    [
      'a dimension the client did not express is never named',
      client({
        dimensions: dims(0, 0, 1, 0),
        confidence: only({ emotionalIntensity: 1, pastOrientation: 1 }),
      }),
      ['pastOrientation'],
    ],
  ])('reasons: %s', (_name, c, dimensions) => {
    const r = recommend(c, [directory[0]!]);
    expect(r?.reasons.map((x) => x.dimension)).toEqual(dimensions);
  });

  it('explains a reason in plain words with the pole the client asked for', () => {
    const c = client({
      dimensions: dims(-1, 0, 0, 0),
      confidence: sure(),
      stated: { directiveness: true },
    });
    const r = recommend(c, [directory[0]!]);
    expect(r?.reasons[0]).toEqual({
      dimension: 'directiveness',
      label: 'You set the direction',
      explanation:
        "You asked for a therapist who lets you set the direction; Dr. Amara Osei follows the client's lead.",
    });
    expect(r?.matchReasoning).toContain("Dr. Amara Osei follows the client's lead.");
  });

  it('says "your answers suggest" for a pole the client did not ask for in so many words', () => {
    const c = client({ dimensions: dims(-1, 0, 0, 0), confidence: sure() });
    const r = recommend(c, [directory[0]!]);
    expect(r?.reasons[0]?.explanation).toBe(
      "Your answers suggest you would like a therapist who lets you set the direction; Dr. Amara Osei follows the client's lead.",
    );
  });

  it('names the shared themes for specialty fit', () => {
    const r = recommend(client({ themes: ['grief', 'anxiety'] }), [directory[0]!]);
    expect(r?.reasons).toEqual([
      {
        dimension: 'specialty',
        label: 'Grief & bereavement',
        explanation:
          'You want help with grief, which Dr. Amara Osei works with (specialty: Grief & bereavement).',
      },
    ]);
  });

  it('does not name a dimension where the therapist leans the other way', () => {
    const c = client({ dimensions: dims(1, 0, 0, 0), confidence: sure() });
    expect(recommend(c, [directory[0]!])?.reasons.map((x) => x.dimension)).not.toContain(
      'directiveness',
    );
  });

  it('with nothing to go on, names the specialty and still reads as a paragraph', () => {
    const r = recommend(client(), [directory[1]!]);
    expect(r?.reasons).toEqual([
      {
        dimension: 'specialty',
        label: 'Anxiety',
        explanation: 'Dr. Ben Kaur specialises in Anxiety.',
      },
    ]);
    expect(r?.matchReasoning).toBe(
      'Dr. Ben Kaur is a 53% match for you. Dr. Ben Kaur specialises in Anxiety. Dr. Ben Kaur has 12 years of experience; their approach: Cognitive behavioural therapy.',
    );
  });

  it('same inputs give the same recommendation', () => {
    const c = client({
      dimensions: dims(0.2, 0.1, -0.4, 0.3),
      confidence: sure(0.4),
      themes: ['trauma'],
    });
    expect(recommend(c, [...directory].reverse())).toEqual(recommend(c, directory));
  });
});
