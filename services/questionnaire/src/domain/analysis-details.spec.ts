import { analysisDetails } from './analysis-details';

describe('analysisDetails', () => {
  it('records the reading, the position in plain words and the experts', () => {
    const text = analysisDetails(
      {
        name: 'Ana Ruiz',
        experience: 3,
        specialty: 'Grief & loss',
        style: 'Warm and collaborative',
        tags: ['grief', 'warm'],
        insightsApplied: [
          { insightText: 'a', relevance: 'b', source: 'Maya' },
          { insightText: 'c', relevance: 'd', source: 'Maya' },
        ],
        description: '',
        dimensions: {
          directiveness: -0.5,
          emotionalIntensity: 0,
          pastOrientation: 0.25,
          warmSupport: 1,
        },
      },
      1,
    );
    expect(text.split('\n')).toEqual([
      'Read from 1 answer.',
      'Specialty: Grief & loss. Style: Warm and collaborative.',
      'Tags: grief, warm.',
      'Matching position: Who leads the sessions -0.50 (You set the direction); Emotional depth 0.00 (no clear leaning); Focus in time +0.25 (Exploring your past); Support or challenge +1.00 (Warm, gentle support).',
      'Expert insights applied: 2 (Maya).',
    ]);
  });
});
