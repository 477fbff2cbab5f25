import { z } from 'zod';
import { role } from './operation';
import { matchingDimensions } from './matching';
import {
  contributionTimestamp,
  insight,
  isoDateTime,
  matchScore,
  question,
  sessionRequestDecision,
  sessionRequestMode,
  therapistReviewStatus,
} from './entities';

/** The JetStream stream holding every domain event; subjects `event.>` (kit's `busNames` prefixes both). */
export const eventStream = { name: 'EVENTS', subjects: ['event.>'] } as const;

const contributionEvent = z.object({
  contributionId: z.string(),
  therapistName: z.string(),
  timestamp: contributionTimestamp,
  /** All current questions; audiences already forced to client or therapist. */
  questions: z.array(question),
  analysis: z.array(insight),
  /** Questions removed or converted: consumers drop them from their projections. */
  deletedQuestionIds: z.array(z.string()),
});

/** First-session requests. The client's message, times and the therapist's note stay in contact's database. */
const sessionRequestEvent = z.object({
  requestId: z.string(),
  clientId: z.string(),
  therapistId: z.string(),
});

/** Every domain event (DESIGN §4), keyed by its subject. */
export const events = {
  'event.user.registered': z.object({
    userId: z.string(),
    email: z.string(),
    role,
    firstName: z.string(),
    lastName: z.string(),
    guest: z.boolean(),
  }),
  /**
   * An account was deleted (its owner asked, or retention expired a guest). Every service
   * erases what it holds about the user, idempotently. No name or email: contact messages
   * are matched by `emailHash` (SHA-256, hex, of the trimmed lower-cased email).
   */
  'event.user.deleted': z.object({
    userId: z.string(),
    role,
    emailHash: z.string(),
    deletedAt: isoDateTime,
  }),
  'event.contribution.saved': contributionEvent,
  'event.contribution.updated': contributionEvent,
  'event.therapist.profile-updated': z.object({
    therapistId: z.string(),
    name: z.string(),
    specialty: z.string(),
    experience: z.number(),
    style: z.string(),
    tags: z.array(z.string()),
    dimensions: matchingDimensions,
    description: z.string().optional(),
    /** Demo data from the seed, not a real therapist's edit. */
    seed: z.boolean().optional(),
  }),
  /**
   * An admin approved or rejected a therapist (or a rejected therapist resubmitted: pending
   * again). The directory copies recommend and list only approved therapists. The reason
   * stays with questionnaire: no consumer needs it.
   */
  'event.therapist.review-decided': z.object({
    therapistId: z.string(),
    status: therapistReviewStatus,
    decidedAt: isoDateTime,
  }),
  /** The client's written summary stays in client-profile: no consumer reads it. */
  'event.client.profile-updated': z.object({
    userId: z.string(),
    tags: z.array(z.string()),
    matchScore,
  }),
  'event.voice-session.finalized': z.object({
    sessionId: z.string(),
    userId: z.string(),
    therapistId: z.string(),
    matchScore,
  }),
  /**
   * A contact form message was stored. Only its id and time: no service reads the sender's
   * name, email or text, so they stay in contact's database (the admin reads them there).
   */
  'event.contact.received': z.object({
    id: z.string(),
    receivedAt: isoDateTime,
  }),
  'event.session-request.created': sessionRequestEvent.extend({
    mode: sessionRequestMode,
    createdAt: isoDateTime,
  }),
  'event.session-request.answered': sessionRequestEvent.extend({
    decision: sessionRequestDecision,
    answeredAt: isoDateTime,
  }),
};

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]>;

export const eventNames = Object.keys(events) as EventName[];
