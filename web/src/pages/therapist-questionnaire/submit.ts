/**
 * What 'Submit Profile' does (spec §4 "Questionnaire", §7): build the result therapist,
 * store one response per answer, and make sure the portal has a profile (POST when GET
 * answers 404, else PUT). The calls are passed in, so the order is unit-tested.
 */
import type {
  OpBodyInput,
  QuestionnaireResultTherapist,
  StoredResponse,
  TherapistProfile,
  TherapistQuestion,
} from '@rapport/contracts';
import { ApiError, api } from '../../api/client';
import type { StoredUser } from '../../auth';
import {
  buildSubmission,
  type Answers,
  type SubmitBody,
  type TherapistInfo,
} from './questionnaire';

export type ProfileInput = OpBodyInput<'questionnaire.update-therapist-profile'>;
export type SaveResponseBody = OpBodyInput<'questionnaire.save-therapist-response'>;

export interface SubmitCalls {
  submit(body: SubmitBody): Promise<QuestionnaireResultTherapist>;
  saveResponse(body: SaveResponseBody): Promise<StoredResponse>;
  /** null when the therapist has no profile yet (404). */
  getProfile(userId: string): Promise<TherapistProfile | null>;
  createProfile(userId: string, input: ProfileInput): Promise<unknown>;
  updateProfile(userId: string, input: ProfileInput): Promise<unknown>;
}

export interface SubmitInput {
  questions: readonly TherapistQuestion[];
  info: TherapistInfo;
  answers: Answers;
  user: Pick<StoredUser, 'id' | 'firstName' | 'lastName' | 'email'> | null;
  /**
   * questionId → stored response id of answers already saved by an earlier attempt, so a
   * retry replaces them instead of storing them twice. Filled in as answers are saved.
   */
  saved: Map<string, string>;
}

/** The editable profile fields after the questionnaire: kept edits win, blanks are filled. */
export function profileAfterQuestionnaire(
  existing: TherapistProfile | null,
  user: NonNullable<SubmitInput['user']>,
  result: QuestionnaireResultTherapist,
  experience: number,
): ProfileInput {
  const keep = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
  const input: ProfileInput = {
    firstName: keep(existing?.firstName) ?? user.firstName,
    lastName: keep(existing?.lastName) ?? user.lastName,
    email: keep(existing?.email) ?? user.email,
    experience,
  };
  const specialty = keep(existing?.specialty) ?? keep(result.specialty);
  if (specialty) input.specialty = specialty;
  for (const field of ['phone', 'bio', 'address'] as const) {
    const value = keep(existing?.[field]);
    if (value) input[field] = value;
  }
  return input;
}

export async function submitQuestionnaire(
  calls: SubmitCalls,
  input: SubmitInput,
): Promise<QuestionnaireResultTherapist> {
  const body = buildSubmission(input.questions, input.info, input.answers);
  const therapist = await calls.submit(body);
  const { user } = input;
  if (!user) return therapist;
  for (const r of body.responses) {
    const responseId = input.saved.get(r.questionId);
    const stored = await calls.saveResponse({
      userId: user.id,
      questionId: r.questionId,
      question: r.question,
      answer: r.answer,
      ...(responseId ? { responseId } : {}),
    });
    input.saved.set(r.questionId, stored.id);
  }
  const existing = await calls.getProfile(user.id);
  const profile = profileAfterQuestionnaire(existing, user, therapist, body.experience);
  if (existing) await calls.updateProfile(user.id, profile);
  else await calls.createProfile(user.id, profile);
  return therapist;
}

/** null for a 404, the profile otherwise; other failures throw. */
export async function fetchProfileOrNull(userId: string): Promise<TherapistProfile | null> {
  try {
    return (await api('questionnaire.get-therapist-profile', { params: { userId } })).profile;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The real calls, through the typed API client. */
export const apiCalls: SubmitCalls = {
  submit: async (body) =>
    (await api('questionnaire.submit-therapist-responses', { body })).therapist,
  saveResponse: async (body) =>
    (await api('questionnaire.save-therapist-response', { body })).response,
  getProfile: fetchProfileOrNull,
  createProfile: (userId, body) =>
    api('questionnaire.create-therapist-profile', { params: { userId }, body }),
  updateProfile: (userId, body) =>
    api('questionnaire.update-therapist-profile', { params: { userId }, body }),
};
