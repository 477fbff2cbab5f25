import {
  contributionVersion,
  isNewer,
  latestStates,
  versionKey,
  type ContributionState,
} from './contribution-version';

describe('contributionVersion', () => {
  it.each([
    ['2026-02-01T10:00:00.000Z', '2026-02-01T10:00:00.000Z'],
    ['2026-02-01T11:00:00+01:00', '2026-02-01T10:00:00.000Z'],
    ['2026-02-01T10:00:00Z', '2026-02-01T10:00:00.000Z'],
  ])('reads %s as %s', (occurredAt, normalised) => {
    expect(contributionVersion(occurredAt, 3)).toEqual({ occurredAt: normalised, seq: 3 });
  });

  it('has no version for a time that is not one', () => {
    expect(contributionVersion('now', 3)).toBeUndefined();
  });
});

describe('isNewer', () => {
  const v = (occurredAt: string, seq: number) => ({ occurredAt, seq });
  it.each([
    [v('2026-02-01T10:00:01.000Z', 1), v('2026-02-01T10:00:00.000Z', 9), true],
    [v('2026-02-01T10:00:00.000Z', 9), v('2026-02-01T10:00:01.000Z', 1), false],
    [v('2026-02-01T10:00:00.000Z', 8), v('2026-02-01T10:00:00.000Z', 7), true],
    [v('2026-02-01T10:00:00.000Z', 7), v('2026-02-01T10:00:00.000Z', 8), false],
    [v('2026-02-01T10:00:00.000Z', 7), v('2026-02-01T10:00:00.000Z', 7), false],
  ])('%o is newer than %o: %s', (a, b, expected) => {
    expect(isNewer(a, b)).toBe(expected);
  });
});

it('keys a state by contribution and version, so one event stores one state', () => {
  const v = { occurredAt: '2026-02-01T10:00:00.000Z', seq: 7 };
  expect(versionKey('c1', v)).toBe(versionKey('c1', { ...v }));
  expect(versionKey('c1', v)).not.toBe(versionKey('c1', { ...v, seq: 8 }));
  expect(versionKey('c1', v)).not.toBe(versionKey('c2', v));
});

describe('latestStates', () => {
  const state = (
    contributionId: string,
    occurredAt: string,
    seq: number,
    contributionTimestamp = '2026-01-05 10:00:00',
  ): ContributionState<string> => ({
    _id: versionKey(contributionId, { occurredAt, seq }),
    contributionId,
    occurredAt,
    seq,
    contributionTimestamp,
    items: [`${contributionId}@${seq}`],
  });

  it('chooses the newest state of each contribution, whatever the storage order', () => {
    const states = [
      state('c1', '2026-02-01T10:00:01.000Z', 2),
      state('c1', '2026-02-01T10:00:02.000Z', 1),
      state('c1', '2026-02-01T10:00:00.000Z', 3),
    ];
    for (const order of [states, [...states].reverse()]) {
      expect(latestStates(order).map((s) => s.items)).toEqual([['c1@1']]);
    }
  });

  it('breaks a tie of the same millisecond by the place in the stream', () => {
    const at = '2026-02-01T10:00:00.000Z';
    expect(latestStates([state('c1', at, 8), state('c1', at, 7)])[0]?.seq).toBe(8);
    expect(latestStates([state('c1', at, 7), state('c1', at, 8)])[0]?.seq).toBe(8);
  });

  it('orders contributions by their own timestamp, then id', () => {
    const at = '2026-02-01T10:00:00.000Z';
    const out = latestStates([
      state('b', at, 1, '2026-01-06 09:00:00'),
      state('c', at, 2, '2026-01-04 09:00:00'),
      state('a', at, 3, '2026-01-06 09:00:00'),
    ]);
    expect(out.map((s) => s.contributionId)).toEqual(['c', 'a', 'b']);
  });

  it('has nothing for nothing', () => {
    expect(latestStates([])).toEqual([]);
  });
});
