/**
 * The decisions of the therapist questionnaire (spec §2, §4 "Questionnaire", §5, §9),
 * free of React: which step shows, how far along the bar is, what blocks Next and what
 * is sent on submit.
 */
import type { OpBodyInput, TherapistQuestion } from '@rapport/contracts';
import { limits } from '@rapport/contracts/constants';
import { containsLetter } from '../names';
import { text } from './messages';

export type StepKind =
  | { kind: 'info' }
  | { kind: 'question'; index: number; number: number; total: number }
  | { kind: 'review' };

/** Spec §9: steps = questions + 2 (information, one per question, review). */
export function stepCount(questionCount: number): number {
  return Math.max(0, questionCount) + 2;
}

/** Spec §9: progress = step / (steps - 1), as a percentage 0-100. */
export function progressPercent(step: number, questionCount: number): number {
  const last = stepCount(questionCount) - 1;
  return (clampStep(step, questionCount) / last) * 100;
}

export function clampStep(step: number, questionCount: number): number {
  const last = stepCount(questionCount) - 1;
  if (!Number.isFinite(step)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(step)));
}

export function stepKind(step: number, questionCount: number): StepKind {
  const s = clampStep(step, questionCount);
  if (s === 0) return { kind: 'info' };
  if (s === stepCount(questionCount) - 1) return { kind: 'review' };
  return { kind: 'question', index: s - 1, number: s, total: questionCount };
}

/** The heading of a step: 'Therapist Information', 'Question n of N', 'Review & Submit'. */
export function stepTitle(step: number, questionCount: number): string {
  const k = stepKind(step, questionCount);
  if (k.kind === 'info') return text.infoTitle;
  if (k.kind === 'review') return text.reviewTitle;
  return `Question ${k.number} of ${k.total}`;
}

export interface TherapistInfo {
  name: string;
  /** As typed; empty means not given. */
  age: string;
  experience: string;
}

export type InfoErrors = Partial<Record<keyof TherapistInfo, string>>;

function parseNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

const inRange = (n: number, { min, max }: { min: number; max: number }) =>
  !Number.isNaN(n) && n >= min && n <= max;

/** Spec §5: name required, age optional 18-100, experience required 0-70. */
export function validateInfo(info: TherapistInfo): InfoErrors {
  const errors: InfoErrors = {};
  if (info.name.trim() === '') errors.name = text.nameRequired;
  else if (!containsLetter(info.name)) errors.name = text.nameLetters;
  const age = parseNumber(info.age);
  if (age !== null && !inRange(age, limits.therapistAge)) errors.age = text.ageRange;
  const experience = parseNumber(info.experience);
  if (experience === null) errors.experience = text.experienceRequired;
  else if (!inRange(experience, limits.experienceYears)) errors.experience = text.experienceRange;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Spec §5: each question needs a non-empty (trimmed) answer. */
export function answerError(answer: string | undefined): string | undefined {
  return (answer ?? '').trim() === '' ? text.answerRequired : undefined;
}

export type Answers = Readonly<Record<string, string>>;

/**
 * What blocks leaving `step` forwards, or null. Going back is never blocked.
 */
export function blockingErrors(
  step: number,
  questions: readonly TherapistQuestion[],
  info: TherapistInfo,
  answers: Answers,
): { info?: InfoErrors; answer?: string } | null {
  const k = stepKind(step, questions.length);
  if (k.kind === 'info') {
    const errors = validateInfo(info);
    return hasErrors(errors) ? { info: errors } : null;
  }
  if (k.kind === 'question') {
    const q = questions[k.index];
    const error = answerError(q ? answers[q.id] : undefined);
    return error ? { answer: error } : null;
  }
  return null;
}

/**
 * The first step that is not complete (for 'Submit Profile' after jumping around), or
 * null when everything can be sent.
 */
export function firstIncompleteStep(
  questions: readonly TherapistQuestion[],
  info: TherapistInfo,
  answers: Answers,
): number | null {
  if (hasErrors(validateInfo(info))) return 0;
  const missing = questions.findIndex((q) => answerError(answers[q.id]) !== undefined);
  return missing === -1 ? null : missing + 1;
}

export type SubmitBody = OpBodyInput<'questionnaire.submit-therapist-responses'>;

/** The body of POST /api/submit-therapist-responses; call only after validation. */
export function buildSubmission(
  questions: readonly TherapistQuestion[],
  info: TherapistInfo,
  answers: Answers,
): SubmitBody {
  const age = parseNumber(info.age);
  return {
    therapistName: info.name.trim(),
    ...(age !== null && !Number.isNaN(age) ? { age } : {}),
    experience: Number(info.experience.trim()),
    responses: questions.map((q) => ({
      questionId: q.id,
      question: q.text,
      answer: (answers[q.id] ?? '').trim(),
    })),
  };
}

/** Appends dictated text to what is already typed, with one space between. */
export function appendDictation(current: string, dictated: string): string {
  const addition = dictated.trim();
  if (addition === '') return current;
  if (current.trim() === '') return addition;
  return /\s$/.test(current) ? current + addition : `${current} ${addition}`;
}

/** Spec §2: descriptions are split into paragraphs at blank lines. */
export function paragraphs(description: string | undefined | null): string[] {
  return (description ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The 'Contributed by' line of a question, when the question names its expert. */
export function contributor(question: TherapistQuestion): string | null {
  const name = question.source?.therapist?.trim();
  return name ? `Contributed by Dr. ${name}` : null;
}
