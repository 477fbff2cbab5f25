/** One experiment's outcome: what the load wrote, what the databases hold, how it recovered. */
export interface Row {
  experiment: string;
  attempted: number;
  acknowledged: number;
  persisted: number;
  /** Acknowledged but not in the owning service's database. */
  lost: number;
  /** Writes stored more than once although every retry carried the same key. */
  duplicated: number;
  /** user.registered events owed (client accounts stored), in the stream, in the projection. */
  eventsExpected: number;
  eventsPublished: number;
  eventsConsumed: number;
  /** Every failed attempt by HTTP status ('timeout'/'network' when none came back). */
  errors: Record<string, number>;
  /** From the end of the fault to the first success of a request sent after it. */
  recoveryMs: number | undefined;
  notes: string[];
}

/** A yes/no requirement checked on the side (revocations, fail-fast during an outage). */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export const targets = { lost: 0, duplicated: 0, eventsLost: 0, recoveryMs: 3000 };

/** The targets a row misses, in words; empty when it meets them all. */
export function missedTargets(row: Row): string[] {
  const missed: string[] = [];
  if (row.lost > targets.lost) missed.push(`${row.lost} acknowledged writes lost`);
  if (row.duplicated > targets.duplicated) missed.push(`${row.duplicated} writes duplicated`);
  const eventsLost = row.eventsExpected - row.eventsConsumed;
  if (eventsLost > targets.eventsLost) missed.push(`${eventsLost} events not consumed`);
  if (row.recoveryMs === undefined) missed.push('no success after the fault');
  else if (row.recoveryMs >= targets.recoveryMs)
    missed.push(`recovery ${(row.recoveryMs / 1000).toFixed(1)} s ≥ 3 s`);
  return missed;
}

function errorsCell(errors: Record<string, number>): string {
  const entries = Object.entries(errors).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? '—' : entries.map(([s, n]) => `${s}×${n}`).join(' ');
}

const recoveryCell = (ms: number | undefined) =>
  ms === undefined ? 'none' : `${(ms / 1000).toFixed(2)} s`;

/** The table in Markdown, then the side checks, then the verdict. */
export function renderReport(rows: Row[], checks: Check[]): string {
  const lines = [
    '| experiment | writes attempted | acknowledged | persisted | lost | duplicated | events published / consumed (owed) | errors by status | recovery | result |',
    '|---|---:|---:|---:|---:|---:|---|---|---:|---|',
  ];
  for (const r of rows) {
    const missed = missedTargets(r);
    lines.push(
      `| ${r.experiment} | ${r.attempted} | ${r.acknowledged} | ${r.persisted} | ${r.lost} | ` +
        `${r.duplicated} | ${r.eventsPublished} / ${r.eventsConsumed} (${r.eventsExpected}) | ` +
        `${errorsCell(r.errors)} | ${recoveryCell(r.recoveryMs)} | ` +
        `${missed.length === 0 ? 'pass' : `**FAIL**: ${missed.join('; ')}`} |`,
    );
  }
  if (checks.length > 0) {
    lines.push('', '| check | result | detail |', '|---|---|---|');
    for (const c of checks)
      lines.push(`| ${c.name} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail} |`);
  }
  const notes = rows.flatMap((r) => r.notes.map((n) => `- ${r.experiment}: ${n}`));
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}

export function allTargetsMet(rows: Row[], checks: Check[]): boolean {
  return rows.every((r) => missedTargets(r).length === 0) && checks.every((c) => c.ok);
}
