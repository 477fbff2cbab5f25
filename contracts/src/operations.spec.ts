import { type z } from 'zod';
import { operations, type OperationKey } from './operations/index';
import { operationKeys, subjectFor } from './table';
import { serviceNames } from './operation';

/** Every method and path of spec §7, written out by hand from the spec's tables. */
const specCalls = [
  // Contribution access and knowledge capture
  'POST /api/verify-contribution-auth',
  'GET /api/contribution-auth-status',
  'POST /api/register-contribution-access',
  'POST /api/login-contribution-access',
  'GET /api/get-previous-inputs/{therapistName}',
  'POST /api/therapist-input',
  'POST /api/therapist-input-refinement',
  'POST /api/save-processed-input',
  'GET /api/get-contribution/{therapistName}/{contributionId}',
  'POST /api/update-contribution/{therapistName}/{contributionId}',
  'POST /api/convert-question-to-insight',
  // Therapist questionnaire and portal
  'GET /api/get-therapist-questions',
  'POST /api/submit-therapist-responses',
  'POST /api/save-therapist-response',
  'GET /api/therapist-profile/{userId}',
  'PUT /api/therapist-profile/{userId}',
  'POST /api/therapist-profile/{userId}',
  'GET /api/generate-therapist-description/{userId}',
  'GET /api/therapist-responses/{userId}',
  // Accounts
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  // Client profile and assessment
  'GET /api/client-profile/{userId}',
  'GET /api/generate-client-profile/{userId}',
  'GET /api/get-assessment-questions',
  'POST /api/analyze-responses',
  'POST /api/process-response',
  // Contact
  'POST /api/contact',
  // Voice matchmaker
  'POST /api/natural-matchmaker/validate-invite',
  'POST /api/natural-matchmaker/check-access',
  'GET /api/natural-matchmaker/sessions',
  'GET /api/natural-matchmaker/session/{id}',
  'POST /api/natural-matchmaker/save-session',
  'POST /api/natural-matchmaker/generate-summary',
  'POST /api/natural-matchmaker/finalize',
];

const keys = operationKeys();
const callOf = (k: OperationKey) => `${operations[k].method} ${operations[k].path}`;
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('operation table', () => {
  it('lists the 36 calls of spec §7', () => {
    expect(specCalls).toHaveLength(36);
    expect(new Set(specCalls).size).toBe(36);
  });

  it.each(specCalls)('has %s exactly once', (call) => {
    expect(keys.filter((k) => callOf(k) === call)).toHaveLength(1);
  });

  it('has nothing the spec does not call', () => {
    expect(keys.map(callOf).sort()).toEqual([...specCalls].sort());
  });

  it('gives every operation a unique rpc.<service>.<name> subject', () => {
    const subjects = keys.map(subjectFor);
    expect(new Set(subjects).size).toBe(keys.length);
    for (const k of keys) {
      const { service } = operations[k];
      expect(serviceNames).toContain(service);
      expect(subjectFor(k)).toMatch(new RegExp(`^rpc\\.${service}\\.[a-z][a-z0-9-]*$`));
    }
  });

  it.each(keys)('%s names exactly the params of its path', (k) => {
    const { path, params } = operations[k];
    expect(Object.keys(params.shape).sort()).toEqual(placeholders(path).sort());
  });

  it('points every owner check at a field the request has', () => {
    for (const k of keys) {
      const { owner, params, body } = operations[k];
      if (!owner) continue;
      const shape = owner.in === 'params' ? params.shape : (body as z.ZodObject).shape;
      expect(Object.keys(shape ?? {})).toContain(owner.field);
    }
  });

  it('keeps query strings out of paths and marks the spec no-cache calls', () => {
    for (const k of keys) expect(operations[k].path).not.toContain('?');
    expect(operations['knowledge-capture.get-contribution'].noCache).toBe(true);
    expect(operations['questionnaire.generate-therapist-description'].noCache).toBe(true);
  });
});

describe('request schemas', () => {
  const ops = operations;

  it("answers 'Please fill in all required fields' for a contact message without a name", () => {
    expect(firstError(ops['contact.send'].body, { email: 'a@b.co', message: 'hi' })).toBe(
      'Please fill in all required fields',
    );
    expect(
      firstError(ops['contact.send'].body, { name: ' ', email: 'a@b.co', message: 'hi' }),
    ).toBe('Please fill in all required fields');
  });

  it('trims and upper-cases an invite code, and refuses an empty or long one', () => {
    const body = ops['matchmaker.validate-invite'].body;
    expect(body.parse({ code: '  early42 ' })).toEqual({ code: 'EARLY42' });
    expect(firstError(body, { code: '   ' })).toBe('Please enter an invite code');
    expect(firstError(body, {})).toBe('Please enter an invite code');
    expect(body.safeParse({ code: 'A'.repeat(13) }).success).toBe(false);
  });

  it('refuses whitespace-only thoughts with the spec text', () => {
    const body = ops['knowledge-capture.therapist-input'].body;
    expect(firstError(body, { therapistName: 'Ann', rawInput: ' \n\t ' })).toBe(
      'Please enter your thoughts before submitting',
    );
    expect(firstError(body, { rawInput: 'thoughts' })).toBe(
      'Error: Therapist name is not available',
    );
  });

  it('refuses empty refinement instructions with the spec text', () => {
    const body = ops['knowledge-capture.therapist-input-refinement'].body;
    const original = { summary: 's', questions: [], analysis: [] };
    const base = { therapistName: 'Ann', rawInput: 'thoughts', originalProcessedInput: original };
    expect(body.safeParse(base).success).toBe(true);
    expect(firstError(body, { ...base, instructions: '  ' })).toBe(
      'Please enter refinement instructions',
    );
  });

  it('accepts any audience on processed input and leaves ids to the server', () => {
    const body = ops['knowledge-capture.save-processed-input'].body;
    const processedInput = {
      summary: 's',
      questions: [
        { question: 'q?', reasoning: 'r', audience: 'parents' },
        { question: 'q2?', reasoning: 'r' },
      ],
      analysis: [{ insight: 'i', application: 'a' }],
    };
    expect(body.safeParse({ therapistName: 'Ann', processedInput }).success).toBe(true);
  });

  it('requires a 6-character contribution password', () => {
    const body = ops['knowledge-capture.register-contribution-access'].body;
    expect(firstError(body, { password: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(firstError(body, { password: '123456', confirmPassword: '654321' })).toBe(
      'Passwords do not match',
    );
    expect(body.safeParse({ password: '123456' }).success).toBe(true);
  });

  it('checks the therapist questionnaire with the spec texts', () => {
    const body = ops['questionnaire.submit-therapist-responses'].body;
    const ok = {
      therapistName: 'Sam',
      experience: 5,
      responses: [{ questionId: 'q1', question: 'Q', answer: 'A' }],
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(firstError(body, { ...ok, therapistName: ' ' })).toBe('Please enter your name');
    expect(firstError(body, { ...ok, age: 17 })).toBe('Age must be between 18 and 100');
    expect(firstError(body, { ...ok, experience: 71 })).toBe(
      'Experience must be between 0 and 70 years',
    );
    expect(
      firstError(body, { ...ok, responses: [{ questionId: 'q1', question: 'Q', answer: '  ' }] }),
    ).toBe('Please provide an answer before continuing');
  });

  it('requires names, a valid email and experience on a therapist profile', () => {
    const body = ops['questionnaire.update-therapist-profile'].body;
    const ok = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', experience: 3 };
    expect(body.safeParse(ok).success).toBe(true);
    expect(firstError(body, { ...ok, lastName: '' })).toBe('Last name is required');
    expect(firstError(body, { ...ok, email: 'nope' })).toBe('Please enter a valid email address');
    expect(firstError(body, { ...ok, experience: undefined })).toBe('Experience is required');
  });
});
