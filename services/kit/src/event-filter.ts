import { eventNames, type EventName } from '@rapport/contracts';

/** True when NATS would deliver `subject` to a consumer filtered on `filter` (`*` = one token). */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  if (f.length !== s.length) return false;
  return f.every((token, i) => token === '*' || token === s[i]);
}

/**
 * The one filter subject a durable consumer uses to follow `names` in stream order. nats-server
 * 2.9 has no `filter_subjects`, so several names become a single wildcard (`*` where they
 * differ). The wildcard must not pull in any other event of the contract: a consumer that
 * silently received `event.contribution.deleted` once it exists would dead-letter it.
 */
export function filterSubjectFor(
  names: readonly EventName[],
  known: readonly string[] = eventNames,
): string {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) throw new Error('a consumer must follow at least one event');
  const unknown = wanted.filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new Error(`not events of the contract: ${unknown.join(', ')}`);
  if (wanted.length === 1) return wanted[0]!;
  const split = wanted.map((n) => n.split('.'));
  const width = split[0]!.length;
  if (split.some((tokens) => tokens.length !== width)) {
    throw new Error(`no single-token wildcard covers ${wanted.join(', ')}`);
  }
  const filter = split[0]!
    .map((token, i) => (split.every((tokens) => tokens[i] === token) ? token : '*'))
    .join('.');
  const extra = known.filter((n) => subjectMatches(filter, n) && !wanted.includes(n as EventName));
  if (extra.length > 0) {
    throw new Error(
      `${filter} (for ${wanted.join(', ')}) would also deliver ${extra.join(', ')}; ` +
        'follow those too or use separate consumers',
    );
  }
  return filter;
}
