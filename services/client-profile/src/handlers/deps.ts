import type { Caller } from '@rapport/contracts';
import type { ClientEngine } from '../ai';
import type { ContributionQuestions, PassedOver, TherapistDirectory } from '@rapport/matching';
import {
  pendingEvent,
  type AccessLog,
  type CollectionOutbox,
  type OutboxEntry,
} from '@rapport/kit';
import type { ClientAccountRepository } from '../store/client-account.repository';
import type {
  ClientIdentity,
  ClientProfileRepository,
  StoredPass,
} from '../store/client-profile.repository';
import type { ClientResponseRepository } from '../store/client-response.repository';

/** Everything the handlers reach outside the process, injected by service.ts. */
export interface ClientProfileDeps {
  /** Projection of the experts' client-audience questions. */
  questions: ContributionQuestions;
  /** Projection of the therapist directory. */
  directory: TherapistDirectory;
  profiles: ClientProfileRepository;
  responses: ClientResponseRepository;
  accounts: ClientAccountRepository;
  engine: ClientEngine;
  /** Publishes the events stored with profile changes. */
  profileOutbox: CollectionOutbox;
  /** Reads of a client's profile by someone else (an admin), for the client's export. */
  accessLog: Pick<AccessLog, 'record' | 'forUser' | 'eraseUser'>;
  now: () => Date;
}

/** The profile's owner: the account's names when known; the email from the session when it is theirs. */
export async function identityFor(
  deps: ClientProfileDeps,
  userId: string,
  caller: Caller,
): Promise<ClientIdentity> {
  const known = await deps.accounts.findIdentity(userId);
  const ownEmail = caller.id === userId ? caller.email : '';
  return known ?? { firstName: '', lastName: '', email: ownEmail };
}

/**
 * `event.client.profile-updated`, to store in the profile's own update (the client's written
 * summary stays here: no consumer reads it). Published right after the write by
 * `profileOutbox.flush`, or later by the outbox relay: the client's call succeeds either way.
 */
export function profileUpdated(
  userId: string,
  results: { tags: string[]; matchScore: number },
  at: Date,
): OutboxEntry {
  return pendingEvent(
    'event.client.profile-updated',
    { userId, tags: results.tags, matchScore: results.matchScore },
    undefined,
    at,
  );
}

/**
 * The therapists a client passed on, with their way of working as the directory knows it
 * (also when no longer approved); one no longer in the directory at all says nothing.
 */
export async function passedOver(
  deps: Pick<ClientProfileDeps, 'directory'>,
  history: readonly StoredPass[],
): Promise<PassedOver[]> {
  if (history.length === 0) return [];
  const positions = new Map(
    (await deps.directory.findPositions([...new Set(history.map((p) => p.therapistId))])).map(
      (t) => [t.id, t],
    ),
  );
  return history.flatMap((p) => {
    const therapist = positions.get(p.therapistId);
    return therapist ? [{ therapist, reason: p.reason }] : [];
  });
}
