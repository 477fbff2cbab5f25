import type { Caller } from '@rapport/contracts';
import type { ClientEngine } from '../ai';
import type { ContributionQuestions, PassedOver, TherapistDirectory } from '@rapport/matching';
import type { EventBus, RequestContext } from '@rapport/kit';
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
  events: EventBus;
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

/** Tells other services the profile changed; a lost event is logged, the client's call still succeeds. */
export async function announceProfile(
  deps: ClientProfileDeps,
  data: { userId: string; tags: string[]; summary: string; matchScore: number },
  ctx: RequestContext,
): Promise<void> {
  try {
    await deps.events.publish('event.client.profile-updated', data);
  } catch (err) {
    ctx.log.error({ err, userId: data.userId }, 'client.profile-updated not published');
  }
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
