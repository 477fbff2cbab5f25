import { z } from 'zod';
import { formMessages } from '../constants';
import { op } from '../operation';
import {
  experienceYears,
  personName,
  questionnaireResponse,
  questionnaireResultTherapist,
  requiredText,
  storedResponse,
  therapistAge,
  therapistProfile,
  therapistProfileInput,
  therapistQuestion,
} from '../entities';

const service = 'questionnaire';
const userParams = z.object({ userId: requiredText('User id is required') });
const ownUser = { in: 'params', field: 'userId' } as const;

export const questionnaireOperations = {
  'questionnaire.get-therapist-questions': op({
    service,
    method: 'GET',
    path: '/api/get-therapist-questions',
    summary: "The experts' therapist-audience questions, one questionnaire step each.",
    access: 'public',
    response: z.object({ success: z.literal(true), questions: z.array(therapistQuestion) }),
  }),
  'questionnaire.submit-therapist-responses': op({
    service,
    method: 'POST',
    path: '/api/submit-therapist-responses',
    summary:
      "Builds the caller's therapist profile from the answers ('Profile Created!'); " +
      'publishes event.therapist.profile-updated.',
    access: 'therapist',
    body: z.object({
      therapistName: personName(formMessages.nameRequired),
      age: therapistAge.optional(),
      experience: experienceYears,
      responses: z.array(questionnaireResponse),
    }),
    response: z.object({ success: z.literal(true), therapist: questionnaireResultTherapist }),
  }),
  'questionnaire.save-therapist-response': op({
    service,
    method: 'POST',
    path: '/api/save-therapist-response',
    summary: 'Stores one answer (called once per answer after submit, and by ?edit={responseId}).',
    access: 'therapist',
    owner: { in: 'body', field: 'userId' },
    body: z.object({
      userId: requiredText('User id is required'),
      questionId: questionnaireResponse.shape.questionId,
      question: questionnaireResponse.shape.question,
      answer: questionnaireResponse.shape.answer,
      /** Replaces that stored response instead of adding one (the ?edit={responseId} flow). */
      responseId: z.string().optional(),
    }),
    response: z.object({ success: z.literal(true), response: storedResponse }),
  }),
  'questionnaire.get-therapist-profile': op({
    service,
    method: 'GET',
    path: '/api/therapist-profile/{userId}',
    summary: "The therapist's profile; 404 when none exists yet.",
    access: 'therapist',
    owner: ownUser,
    params: userParams,
    response: z.object({ profile: therapistProfile }),
  }),
  'questionnaire.update-therapist-profile': op({
    service,
    method: 'PUT',
    path: '/api/therapist-profile/{userId}',
    summary: 'Saves edits to an existing profile; publishes event.therapist.profile-updated.',
    access: 'therapist',
    owner: ownUser,
    params: userParams,
    body: therapistProfileInput,
    response: z.object({ profile: therapistProfile }),
  }),
  'questionnaire.create-therapist-profile': op({
    service,
    method: 'POST',
    path: '/api/therapist-profile/{userId}',
    summary: 'Creates the profile when none exists yet; publishes event.therapist.profile-updated.',
    access: 'therapist',
    owner: ownUser,
    params: userParams,
    body: therapistProfileInput,
    response: z.object({ profile: therapistProfile }),
  }),
  'questionnaire.generate-therapist-description': op({
    service,
    method: 'GET',
    path: '/api/generate-therapist-description/{userId}',
    summary: "Generates (or returns) 'Your Therapeutic Style' from the profile and answers.",
    access: 'therapist',
    owner: ownUser,
    noCache: true,
    params: userParams,
    response: z.object({ description: z.string() }),
  }),
  'questionnaire.get-therapist-responses': op({
    service,
    method: 'GET',
    path: '/api/therapist-responses/{userId}',
    summary: "The therapist's stored answers, for the portal's Questions tab.",
    access: 'therapist',
    owner: ownUser,
    params: userParams,
    response: z.object({ responses: z.array(storedResponse) }),
  }),
};
