import { z } from 'zod';
import { formMessages, limits, therapistReviewStatuses } from '../constants';
import { op } from '../operation';
import {
  accountCounts,
  adminContactMessage,
  adminInviteCode,
  adminStats,
  adminTherapist,
  assessmentCounts,
  inviteCodeInput,
  requiredText,
  therapistCounts,
  voiceSessionCounts,
} from '../entities';

/**
 * The admin dashboard's calls, all under `/api/admin/...` and all `access: 'admin'`: the
 * gateway refuses everyone else with 403, and the owning service checks the caller again.
 * Each call belongs to the service that owns the data; `auth.admin-stats` gathers the counts
 * every owning service answers for itself.
 */

const admin = { access: 'admin', noCache: true } as const;

/** The web app may add `?_=<timestamp>` to GETs to defeat caches. */
const statusQuery = z
  .object({
    status: z
      .enum(therapistReviewStatuses, {
        error: `Status must be one of ${therapistReviewStatuses.join(', ')}`,
      })
      .optional(),
  })
  .loose();
const therapistParams = z.object({ userId: requiredText('User id is required') });
const therapistReply = z.object({ therapist: adminTherapist });
const inviteReply = z.object({ code: adminInviteCode });

export const adminOperations = {
  'questionnaire.admin-list-therapists': op({
    service: 'questionnaire',
    method: 'GET',
    path: '/api/admin/therapists',
    summary:
      'Therapist profiles with their questionnaire answers and review status, newest first; ' +
      '?status=pending|approved|rejected filters.',
    ...admin,
    query: statusQuery,
    response: z.object({ therapists: z.array(adminTherapist) }),
  }),
  'questionnaire.admin-approve-therapist': op({
    service: 'questionnaire',
    method: 'POST',
    path: '/api/admin/therapists/{userId}/approve',
    summary:
      'Approves a therapist: from now on they are recommended and listed to clients; ' +
      'publishes event.therapist.review-decided.',
    ...admin,
    params: therapistParams,
    response: therapistReply,
  }),
  'questionnaire.admin-reject-therapist': op({
    service: 'questionnaire',
    method: 'POST',
    path: '/api/admin/therapists/{userId}/reject',
    summary:
      'Rejects a therapist with a reason the therapist reads on their dashboard; they are not ' +
      'shown to clients. Publishes event.therapist.review-decided.',
    ...admin,
    params: therapistParams,
    body: z.object({
      reason: requiredText(formMessages.rejectionReasonRequired).max(
        limits.rejectionReasonMax,
        formMessages.rejectionReasonTooLong,
      ),
    }),
    response: therapistReply,
  }),
  'questionnaire.admin-count-therapists': op({
    service: 'questionnaire',
    method: 'GET',
    path: '/api/admin/stats/therapists',
    summary: 'Therapist profiles by review status.',
    ...admin,
    response: therapistCounts,
  }),
  'contact.admin-list-contact-messages': op({
    service: 'contact',
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: "The contact form's messages, newest first (at most ?limit, default and cap 500).",
    ...admin,
    query: z
      .object({
        limit: z.coerce
          .number({ error: `Limit must be a number from 1 to ${limits.adminListMax}` })
          .int()
          .min(1, `Limit must be a number from 1 to ${limits.adminListMax}`)
          .max(limits.adminListMax, `Limit must be a number from 1 to ${limits.adminListMax}`)
          .optional(),
      })
      .loose(),
    response: z.object({ messages: z.array(adminContactMessage) }),
  }),
  'matchmaker.admin-list-invite-codes': op({
    service: 'matchmaker',
    method: 'GET',
    path: '/api/admin/invite-codes',
    summary: 'Every Natural Matchmaker invite code with its uses, limit, expiry and status.',
    ...admin,
    response: z.object({ codes: z.array(adminInviteCode) }),
  }),
  'matchmaker.admin-create-invite-code': op({
    service: 'matchmaker',
    method: 'POST',
    path: '/api/admin/invite-codes',
    summary:
      'Creates an invite code with a use limit and an expiry (null: none); without a code one ' +
      'is made up. 409 when the code exists.',
    ...admin,
    body: inviteCodeInput,
    response: inviteReply,
  }),
  'matchmaker.admin-revoke-invite-code': op({
    service: 'matchmaker',
    method: 'POST',
    path: '/api/admin/invite-codes/{code}/revoke',
    summary: 'Revokes an invite code: it can no longer be redeemed (access already given stays).',
    ...admin,
    params: z.object({ code: requiredText('Invite code is required') }),
    response: inviteReply,
  }),
  'matchmaker.admin-count-voice-sessions': op({
    service: 'matchmaker',
    method: 'GET',
    path: '/api/admin/stats/voice-sessions',
    summary: 'Saved voice sessions and voice sessions that ended in a match.',
    ...admin,
    response: voiceSessionCounts,
  }),
  'client-profile.admin-count-assessments': op({
    service: 'client-profile',
    method: 'GET',
    path: '/api/admin/stats/assessments',
    summary: 'Written assessments started and completed.',
    ...admin,
    response: assessmentCounts,
  }),
  'auth.admin-count-accounts': op({
    service: 'auth',
    method: 'GET',
    path: '/api/admin/stats/accounts',
    summary: 'Client, guest and therapist accounts.',
    ...admin,
    response: accountCounts,
  }),
  'auth.admin-stats': op({
    service: 'auth',
    method: 'GET',
    path: '/api/admin/stats',
    summary:
      "The dashboard's counts: auth asks every owning service for its own; a service that does " +
      'not answer makes the call fail with a message naming it.',
    ...admin,
    response: adminStats,
  }),
};
