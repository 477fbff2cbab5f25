import { z } from 'zod';
import { op } from '../operation';
import {
  crisisNotice,
  inferredQa,
  inviteCode,
  isoDateTime,
  qaList,
  requiredText,
  voiceRecommendation,
  voiceSession,
  voiceSessionSummary,
} from '../entities';

const service = 'matchmaker';

export const matchmakerOperations = {
  'matchmaker.validate-invite': op({
    service,
    method: 'POST',
    path: '/api/natural-matchmaker/validate-invite',
    summary:
      "Redeems an invite code for a Natural Matchmaker access token; a bad code answers 'Invalid invite code'.",
    access: 'public',
    body: z.object({ code: inviteCode }),
    response: z.object({
      success: z.literal(true),
      accessToken: z.string(),
      expiresAt: isoDateTime,
    }),
  }),
  'matchmaker.check-access': op({
    service,
    method: 'POST',
    path: '/api/natural-matchmaker/check-access',
    summary: 'Whether a stored access token is still valid.',
    access: 'public',
    body: z.object({ accessToken: requiredText('Access token is required') }),
    response: z.object({ hasAccess: z.boolean() }),
  }),
  'matchmaker.list-sessions': op({
    service,
    method: 'GET',
    path: '/api/natural-matchmaker/sessions',
    summary: "The caller's saved voice sessions, most recently updated first.",
    access: 'user',
    invite: true,
    noCache: true,
    response: z.object({ success: z.literal(true), sessions: z.array(voiceSessionSummary) }),
  }),
  'matchmaker.get-session': op({
    service,
    method: 'GET',
    path: '/api/natural-matchmaker/session/{id}',
    summary: "One of the caller's saved sessions ('Continue Conversation'); 404 otherwise.",
    access: 'user',
    invite: true,
    noCache: true,
    params: z.object({ id: requiredText('Session id is required') }),
    response: z.object({ success: z.literal(true), sessionData: voiceSession }),
  }),
  'matchmaker.save-session': op({
    service,
    method: 'POST',
    path: '/api/natural-matchmaker/save-session',
    summary: "Creates or replaces the caller's session state; answers its id.",
    access: 'user',
    consent: 'voice',
    invite: true,
    body: voiceSession,
    response: z.object({ success: z.literal(true), sessionId: z.string() }),
  }),
  'matchmaker.generate-summary': op({
    service,
    method: 'POST',
    path: '/api/natural-matchmaker/generate-summary',
    summary: 'A short spoken summary of the conversation, said before the recommendation.',
    access: 'user',
    consent: 'voice',
    invite: true,
    body: z.object({ previousQA: qaList }),
    response: z.object({ success: z.literal(true), summary: z.string() }),
  }),
  'matchmaker.finalize': op({
    service,
    method: 'POST',
    path: '/api/natural-matchmaker/finalize',
    summary:
      "Matches from the answers ('Perfect Match Found!'); publishes event.voice-session.finalized.",
    access: 'user',
    consent: 'voice',
    invite: true,
    body: z.object({
      previousQA: qaList,
      inferredQAs: z.record(z.string(), inferredQa).default({}),
      /** The saved session this match concludes, when there is one. */
      sessionId: z.string().optional(),
    }),
    response: z.object({
      success: z.literal(true),
      /** Null only when no therapist is available to recommend. */
      recommendation: voiceRecommendation.nullable(),
      crisis: crisisNotice.optional(),
    }),
  }),
};
