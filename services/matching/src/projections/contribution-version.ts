/**
 * Where one contribution event stands among the others of the same contribution: its time,
 * then its place in the stream for two events of the same millisecond (saved and updated
 * published back to back). The stream sequence is the same for every replica.
 */
export interface ContributionVersion {
  occurredAt: string;
  seq: number;
}

/** One contribution as one event left it, as far as a view keeps it. */
export interface ContributionState<T> extends ContributionVersion {
  /** `versionKey`: one document per event, never changed once written. */
  _id: string;
  contributionId: string;
  contributionTimestamp: string;
  items: T[];
}

/**
 * The version of an event, its time normalised to an ISO string so that comparing strings
 * compares times; undefined when the envelope's time is not a time at all.
 */
export function contributionVersion(
  occurredAt: string,
  seq: number,
): ContributionVersion | undefined {
  const time = new Date(occurredAt);
  if (Number.isNaN(time.getTime())) return undefined;
  return { occurredAt: time.toISOString(), seq };
}

/** The id of the state one event leaves: the same event delivered twice collides with itself. */
export function versionKey(contributionId: string, v: ContributionVersion): string {
  return `${contributionId}@${v.occurredAt}#${v.seq}`;
}

export function isNewer(a: ContributionVersion, b: ContributionVersion): boolean {
  return a.occurredAt > b.occurredAt || (a.occurredAt === b.occurredAt && a.seq > b.seq);
}

/** Stored states older than `version`, as a query: those no read can choose any more. */
export function olderThan(version: ContributionVersion) {
  return {
    $or: [
      { occurredAt: { $lt: version.occurredAt } },
      { occurredAt: version.occurredAt, seq: { $lt: version.seq } },
    ],
  };
}

/**
 * The newest state of each contribution, oldest contribution first (by its own timestamp, then
 * id, so the order never depends on storage). Older states may still be stored, or stored
 * late by a slow replica: they are never chosen.
 */
export function latestStates<T>(states: readonly ContributionState<T>[]): ContributionState<T>[] {
  const newest = new Map<string, ContributionState<T>>();
  for (const s of states) {
    const kept = newest.get(s.contributionId);
    if (!kept || isNewer(s, kept)) newest.set(s.contributionId, s);
  }
  return [...newest.values()].sort(
    (a, b) =>
      compare(a.contributionTimestamp, b.contributionTimestamp) ||
      compare(a.contributionId, b.contributionId),
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
