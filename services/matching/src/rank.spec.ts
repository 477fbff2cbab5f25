import { rankTherapists } from './rank';
import { client, dims, sure, therapist } from './spec-fixtures';

const directory = [
  therapist({ id: 'lead', name: 'Dr. Lead', dimensions: dims(1, 0, 0, 0), themes: [] }),
  therapist({ id: 'follow', name: 'Dr. Follow', dimensions: dims(-1, 0, 0, 0), themes: [] }),
  therapist({ id: 'middle', name: 'Dr. Middle', dimensions: dims(0, 0, 0, 0), themes: [] }),
  therapist({ id: 'grief', name: 'Dr. Grief', dimensions: dims(-1, 0, 0, 0), themes: ['grief'] }),
];

describe('rankTherapists', () => {
  it.each([
    [
      'wants to lead themselves',
      client({ dimensions: dims(-1, 0, 0, 0), confidence: sure() }),
      ['follow', 'grief', 'middle', 'lead'],
    ],
    [
      'wants to be led',
      client({ dimensions: dims(1, 0, 0, 0), confidence: sure() }),
      ['lead', 'middle', 'follow', 'grief'],
    ],
    [
      'wants to lead and needs grief work',
      client({ dimensions: dims(-1, 0, 0, 0), confidence: sure(), themes: ['grief'] }),
      ['grief', 'follow', 'middle', 'lead'],
    ],
    ['said nothing: all tie, ordered by id', client(), ['follow', 'grief', 'lead', 'middle']],
  ])('%s', (_name, c, ids) => {
    expect(rankTherapists(c, directory).map((r) => r.therapist.id)).toEqual(ids);
  });

  it('same inputs, same ranking, whatever order the directory arrives in', () => {
    const c = client({
      dimensions: dims(0.4, -0.2, 0.9, 0.1),
      confidence: sure(0.6),
      themes: ['anxiety'],
    });
    const once = rankTherapists(c, directory).map((r) => [r.therapist.id, r.match.score]);
    for (const order of [
      [...directory].reverse(),
      [directory[2]!, directory[0]!, directory[3]!, directory[1]!],
    ]) {
      expect(rankTherapists(c, order).map((r) => [r.therapist.id, r.match.score])).toEqual(once);
    }
  });

  it('breaks exact ties by id, not by position in the list', () => {
    const twins = [therapist({ id: 'b' }), therapist({ id: 'a' }), therapist({ id: 'c' })];
    expect(rankTherapists(client(), twins).map((r) => r.therapist.id)).toEqual(['a', 'b', 'c']);
  });

  it('an empty directory ranks nobody', () => {
    expect(rankTherapists(client(), [])).toEqual([]);
  });
});
