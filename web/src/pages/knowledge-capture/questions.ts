/**
 * Question audiences as the screens show them (spec §3): client or therapist, anything
 * else (or nothing) is 'Other' and is saved as client.
 */
export type AudienceGroup = 'client' | 'therapist' | 'other';

export const groupTitles: Record<AudienceGroup, string> = {
  client: 'Client',
  therapist: 'Therapist',
  other: 'Other',
};

export function audienceGroup(audience: string | undefined): AudienceGroup {
  return audience === 'client' || audience === 'therapist' ? audience : 'other';
}

/** The audience a question is saved with: client or therapist, 'Other' forced to client. */
export function savedAudience(audience: string | undefined): 'client' | 'therapist' {
  return audience === 'therapist' ? 'therapist' : 'client';
}

export interface Grouped<T> {
  group: AudienceGroup;
  items: { item: T; index: number }[];
}

/**
 * Splits questions into the given groups, keeping their order and original index; empty
 * groups are left out. Groups not listed collect into the last one (the review shows
 * only Therapist and Other, so client questions land in Other there).
 */
export function groupQuestions<T extends { audience?: string | undefined }>(
  questions: readonly T[],
  groups: readonly AudienceGroup[],
): Grouped<T>[] {
  const fallback = groups[groups.length - 1] ?? 'other';
  const buckets = new Map<AudienceGroup, Grouped<T>['items']>(groups.map((g) => [g, []]));
  questions.forEach((item, index) => {
    const group = audienceGroup(item.audience);
    (buckets.get(group) ?? buckets.get(fallback))?.push({ item, index });
  });
  return groups
    .map((group) => ({ group, items: buckets.get(group) ?? [] }))
    .filter((g) => g.items.length > 0);
}
