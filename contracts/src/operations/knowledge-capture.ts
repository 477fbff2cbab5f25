import { z } from 'zod';
import { op } from '../operation';
import { limits } from '../constants';
import {
  contribution,
  contributionInput,
  insight,
  isoDateTime,
  previousInput,
  processedInput,
  questionInput,
  requiredText,
  tooLong,
} from '../entities';

const service = 'knowledge-capture';
const therapistName = requiredText('Error: Therapist name is not available').max(
  limits.text.name,
  tooLong('Therapist name', limits.text.name),
);
const thoughtsTooLong = tooLong('Your thoughts', limits.text.expertInput);
const thoughtsRequired = 'Please enter your thoughts before submitting';
const instructionsRequired = 'Please enter refinement instructions';
const passwordTooShort = `Password must be at least ${limits.contributionPasswordMin} characters long`;

/** A contribution access token and when it stops being accepted. */
const accessGranted = z.object({ token: z.string(), expiresAt: isoDateTime });

/** The web app appends `?_=<timestamp>` to defeat caches. */
const cacheBuster = z.object({ _: z.string().optional() }).loose();

export const knowledgeCaptureOperations = {
  'knowledge-capture.verify-contribution-auth': op({
    service,
    method: 'POST',
    path: '/api/verify-contribution-auth',
    summary: 'Checks a stored contribution access token; an invalid one is dropped by the page.',
    access: 'public',
    body: z.object({ token: z.string({ error: 'Token is required' }) }),
    response: z.object({ valid: z.boolean() }),
  }),
  'knowledge-capture.contribution-auth-status': op({
    service,
    method: 'GET',
    path: '/api/contribution-auth-status',
    summary: 'Whether password registration is still open (first 3 users) and the expert names.',
    access: 'public',
    response: z.object({
      registrationOpen: z.boolean(),
      /** First names of the two configured experts, the valid /{name} pages. */
      experts: z.array(z.string()),
    }),
  }),
  'knowledge-capture.register-contribution-access': op({
    service,
    method: 'POST',
    path: '/api/register-contribution-access',
    summary: 'Registers a contribution password while fewer than 3 exist; answers an access token.',
    access: 'public',
    body: z
      .object({
        password: z
          .string({ error: passwordTooShort })
          .min(limits.contributionPasswordMin, passwordTooShort),
        /** Checked when sent; the page checks it too. */
        confirmPassword: z.string().optional(),
      })
      .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
        error: 'Passwords do not match',
        path: ['confirmPassword'],
      }),
    response: accessGranted,
  }),
  'knowledge-capture.login-contribution-access': op({
    service,
    method: 'POST',
    path: '/api/login-contribution-access',
    summary: "Logs in with a contribution password; a wrong one answers 401 'Invalid password'.",
    access: 'public',
    body: z.object({ password: requiredText('Password is required') }),
    response: accessGranted,
  }),
  'knowledge-capture.get-previous-inputs': op({
    service,
    method: 'GET',
    path: '/api/get-previous-inputs/{therapistName}',
    summary: "The expert's saved contributions, newest first ('Previous Contributions').",
    access: 'contribution-token',
    params: z.object({ therapistName }),
    response: z.object({ previousInputs: z.array(previousInput) }),
  }),
  'knowledge-capture.therapist-input': op({
    service,
    method: 'POST',
    path: '/api/therapist-input',
    summary: 'Turns raw thoughts into a summary, questions and insights for review (not saved).',
    access: 'contribution-token',
    body: z.object({
      therapistName,
      rawInput: requiredText(thoughtsRequired).max(limits.text.expertInput, thoughtsTooLong),
    }),
    response: z.object({ processedInput }),
  }),
  'knowledge-capture.therapist-input-refinement': op({
    service,
    method: 'POST',
    path: '/api/therapist-input-refinement',
    summary: 'Reprocesses the original thoughts with refinement instructions; replaces the result.',
    access: 'contribution-token',
    body: z.object({
      therapistName,
      /** The original thoughts plus the refinement instructions. */
      rawInput: requiredText(instructionsRequired).max(limits.text.expertInput, thoughtsTooLong),
      originalProcessedInput: processedInput,
      /** The instructions alone, when the page sends them, so emptiness can be checked. */
      instructions: requiredText(instructionsRequired).optional(),
    }),
    response: z.object({ processedInput }),
  }),
  'knowledge-capture.save-processed-input': op({
    service,
    method: 'POST',
    path: '/api/save-processed-input',
    summary: 'Saves a reviewed result as a contribution; publishes event.contribution.saved.',
    access: 'contribution-token',
    body: z.object({ therapistName, processedInput }),
    response: z.object({ contributionId: z.string() }),
  }),
  'knowledge-capture.get-contribution': op({
    service,
    method: 'GET',
    path: '/api/get-contribution/{therapistName}/{contributionId}',
    summary: "One contribution; 404 'Not Found' when it does not exist.",
    access: 'contribution-token',
    noCache: true,
    params: z.object({
      therapistName: requiredText('Missing parameters'),
      contributionId: requiredText('Missing parameters'),
    }),
    query: cacheBuster,
    response: z.object({ contribution }),
  }),
  'knowledge-capture.update-contribution': op({
    service,
    method: 'POST',
    path: '/api/update-contribution/{therapistName}/{contributionId}',
    summary:
      'Saves edits (audiences forced to client/therapist); publishes event.contribution.updated.',
    access: 'contribution-token',
    params: z.object({
      therapistName: requiredText('Missing parameters'),
      contributionId: requiredText('Missing parameters'),
    }),
    body: z.object({ contribution: contributionInput }),
    response: z.object({ success: z.literal(true), contribution }),
  }),
  'knowledge-capture.convert-question-to-insight': op({
    service,
    method: 'POST',
    path: '/api/convert-question-to-insight',
    summary: "Rewrites a question as an insight ('To Insight'); the editor appends it to analysis.",
    access: 'contribution-token',
    body: z.object({
      question: questionInput,
      contributionId: requiredText('Missing parameters'),
    }),
    response: z.object({ insight }),
  }),
};
