/** The verdict of `make chaos` (infra/chaos/report.ts): which rows miss which target. */
import { allTargetsMet, missedTargets, renderReport, type Row } from '../chaos/report';

const row = (over: Partial<Row> = {}): Row => ({
  experiment: 'restart NATS',
  attempted: 100,
  acknowledged: 97,
  persisted: 98,
  lost: 0,
  duplicated: 0,
  eventsExpected: 40,
  eventsPublished: 40,
  eventsConsumed: 40,
  errors: { '503': 4 },
  recoveryMs: 1200,
  notes: [],
  ...over,
});

describe('chaos targets', () => {
  it('passes a row with nothing lost, duplicated or late', () => {
    expect(missedTargets(row())).toEqual([]);
    expect(allTargetsMet([row()], [])).toBe(true);
  });

  it.each<[Partial<Row>, string]>([
    [{ lost: 2 }, '2 acknowledged writes lost'],
    [{ duplicated: 1 }, '1 writes duplicated'],
    [{ eventsConsumed: 39 }, '1 events not consumed'],
    [{ recoveryMs: 3000 }, 'recovery 3.0 s ≥ 3 s'],
    [{ recoveryMs: undefined }, 'no success after the fault'],
  ])('fails %j: %s', (over, reason) => {
    expect(missedTargets(row(over))).toEqual([reason]);
    expect(allTargetsMet([row(), row(over)], [])).toBe(false);
  });

  it('fails the run when a side check fails, even with every row passing', () => {
    const check = { name: 'revoked stays revoked', ok: false, detail: '200' };
    expect(allTargetsMet([row()], [check])).toBe(false);
  });

  it('renders one Markdown row per experiment with its verdict', () => {
    const text = renderReport([row(), row({ experiment: 'restart Redis', lost: 1 })], []);
    const lines = text.split('\n');
    expect(lines[2]).toBe(
      '| restart NATS | 100 | 97 | 98 | 0 | 0 | 40 / 40 (40) | 503×4 | 1.20 s | pass |',
    );
    expect(lines[3]).toMatch(/^\| restart Redis .*\*\*FAIL\*\*: 1 acknowledged writes lost \|$/);
  });
});
