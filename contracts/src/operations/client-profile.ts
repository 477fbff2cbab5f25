import { z } from 'zod';
import { op } from '../operation';
import { limits } from '../constants';
import {
  answerRequired,
  assessmentQuestion,
  clientProfile,
  crisisNotice,
  keptMatch,
  matchPassInput,
  recommendation,
  requiredText,
  text,
  therapistCard,
} from '../entities';

const service = 'client-profile';
const userParams = z.object({ userId: requiredText('User id is required') });
const userId = requiredText('User id is required');

export const clientProfileOperations = {
  'client-profile.get-client-profile': op({
    service,
    method: 'GET',
    path: '/api/client-profile/{userId}',
    summary: "The client's profile; 404 means none yet. Reloaded right after generation.",
    access: 'client-or-admin',
    owner: { in: 'params', field: 'userId' },
    noCache: true,
    params: userParams,
    response: z.object({ profile: clientProfile }),
  }),
  'client-profile.generate-client-profile': op({
    service,
    method: 'GET',
    path: '/api/generate-client-profile/{userId}',
    summary:
      "Generates the personality profile from the client's responses; publishes event.client.profile-updated.",
    access: 'client-or-admin',
    consent: 'assessment',
    owner: { in: 'params', field: 'userId' },
    noCache: true,
    params: userParams,
    response: z.object({ success: z.literal(true), profile: clientProfile }),
  }),
  'client-profile.get-assessment-questions': op({
    service,
    method: 'GET',
    path: '/api/get-assessment-questions',
    summary: "The experts' client-audience questions, one assessment step each.",
    access: 'public',
    response: z.object({ success: z.literal(true), questions: z.array(assessmentQuestion) }),
  }),
  'client-profile.analyze-responses': op({
    service,
    method: 'POST',
    path: '/api/analyze-responses',
    summary:
      'Analyses all answers, places the client on the matching dimensions and ranks the therapists; ' +
      'crisis language answers crisis resources.',
    access: 'client-or-admin',
    consent: 'assessment',
    owner: { in: 'body', field: 'userId' },
    body: z.object({
      /** Question id → answer; partner/friend/teacher questions keyed *_relationship. */
      responses: z
        .record(text(limits.text.id, 'Question id'), text(limits.text.answer, 'Answer'))
        .refine((r) => Object.values(r).some((a) => a.trim() !== ''), answerRequired)
        .refine(
          (r) => Object.values(r).reduce((n, a) => n + a.length, 0) <= limits.text.conversation,
          `The answers together must be at most ${limits.text.conversation} characters`,
        ),
      userId,
    }),
    response: z.object({
      success: z.literal(true),
      /** Null only when no therapist is available to recommend. */
      recommendation: recommendation.nullable(),
      /** Every available therapist, for 'All Available Therapists'. */
      therapists: z.array(therapistCard),
      crisis: crisisNotice.optional(),
    }),
  }),
  'client-profile.process-response': op({
    service,
    method: 'POST',
    path: '/api/process-response',
    summary:
      "Stores one assessment answer on the client's profile and checks it for crisis language.",
    access: 'client-or-admin',
    consent: 'assessment',
    owner: { in: 'body', field: 'userId' },
    body: z.object({
      questionId: requiredText('Question id is required'),
      response: requiredText(answerRequired),
      userId,
      originalQuestionId: z.string().optional(),
    }),
    response: z.object({ success: z.literal(true), crisis: crisisNotice.optional() }),
  }),
  'client-profile.next-match': op({
    service,
    method: 'POST',
    path: '/api/client-profile/{userId}/next-match',
    summary:
      "'Try Another Match': records why the current match is passed on and answers the " +
      'next-best approved therapist; similar therapists are down-weighted from now on. ' +
      '409 when no other therapist is available.',
    access: 'client-or-admin',
    owner: { in: 'params', field: 'userId' },
    params: userParams,
    body: matchPassInput,
    response: z.object({ success: z.literal(true), match: keptMatch }),
  }),
};
