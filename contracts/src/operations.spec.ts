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

/** The calls issue 14 adds: the admin dashboard, the kept match, first-session requests. */
const trustCalls = [
  'GET /api/admin/therapists',
  'POST /api/admin/therapists/{userId}/approve',
  'POST /api/admin/therapists/{userId}/reject',
  'GET /api/admin/contact-messages',
  'GET /api/admin/invite-codes',
  'POST /api/admin/invite-codes',
  'POST /api/admin/invite-codes/{code}/revoke',
  'GET /api/admin/stats',
  'GET /api/admin/stats/accounts',
  'GET /api/admin/stats/therapists',
  'GET /api/admin/stats/assessments',
  'GET /api/admin/stats/voice-sessions',
  'POST /api/client-profile/{userId}/next-match',
  'POST /api/session-requests',
  'GET /api/session-requests',
  'POST /api/session-requests/{id}/respond',
];

/** "Your data" (issue 16). */
const privacyCalls = [
  'POST /api/consents',
  'GET /api/consents',
  'DELETE /api/consents/{purpose}',
  'GET /api/account/export',
  'DELETE /api/account',
];

const allKeys = operationKeys();
/** Bus-only calls between services: no HTTP route. */
const internalKeys = allKeys.filter((k) => operations[k].access === 'internal');
const keys = allKeys.filter((k) => operations[k].access !== 'internal');
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

  it.each(trustCalls)('has %s exactly once', (call) => {
    expect(keys.filter((k) => callOf(k) === call)).toHaveLength(1);
  });

  it('has nothing the spec or the admin dashboard does not call', () => {
    expect(keys.map(callOf).sort()).toEqual([...specCalls, ...trustCalls, ...privacyCalls].sort());
  });

  it("checks the caller owns every {userId} path, except the admin's (admin-only anyway)", () => {
    for (const k of keys) {
      const { path, owner, access } = operations[k];
      if (!path.includes('{userId}')) continue;
      if (access === 'admin') continue;
      expect([k, owner]).toEqual([k, { in: 'params', field: 'userId' }]);
    }
  });

  it('makes every /api/admin call admin-only, and no other', () => {
    for (const k of keys) {
      const isAdminPath = operations[k].path.startsWith('/api/admin/');
      expect([k, operations[k].access === 'admin']).toEqual([k, isAdminPath]);
    }
  });

  it('asks for invite access on every Natural Matchmaker call but the gate and the admin ones', () => {
    const invited = keys.filter((k) => (operations[k] as { invite?: true }).invite).sort();
    expect(invited).toEqual([
      'matchmaker.finalize',
      'matchmaker.generate-summary',
      'matchmaker.get-session',
      'matchmaker.list-sessions',
      'matchmaker.save-session',
    ]);
  });

  it('gives every operation a unique rpc.<service>.<name> subject (auth also answers rpc.privacy.*)', () => {
    const subjects = allKeys.map(subjectFor);
    expect(new Set(subjects).size).toBe(allKeys.length);
    for (const k of allKeys) {
      const { service } = operations[k];
      expect(serviceNames).toContain(service);
      const domain = service === 'auth' ? '(auth|privacy)' : service;
      expect(subjectFor(k)).toMatch(new RegExp(`^rpc\\.${domain}\\.[a-z][a-z0-9-]*$`));
    }
  });

  it('lets every service answer its part of the export over the bus only', () => {
    expect(internalKeys.filter((k) => k.endsWith('.export-user')).sort()).toEqual(
      serviceNames.map((s) => `${s}.export-user`).sort(),
    );
    for (const k of internalKeys) expect(operations[k].path).toMatch(/^\/internal\//);
  });

  it('asks for consent on the calls that process answers, and no other', () => {
    const flagged = allKeys
      .filter((k) => operations[k].consent)
      .map((k) => `${k}:${operations[k].consent}`)
      .sort();
    expect(flagged).toEqual([
      'client-profile.analyze-responses:assessment',
      'client-profile.generate-client-profile:assessment',
      'client-profile.process-response:assessment',
      'matchmaker.finalize:voice',
      'matchmaker.generate-summary:voice',
      'matchmaker.save-session:voice',
    ]);
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

  it('refuses names without letters', () => {
    const profile = ops['questionnaire.update-therapist-profile'].body;
    const ok = { firstName: 'Zoë', lastName: "O'Brien", email: 'z@example.com', experience: 3 };
    expect(profile.safeParse(ok).success).toBe(true);
    expect(firstError(profile, { ...ok, firstName: '7' })).toBe(
      'Please enter a name that contains letters',
    );
    const submit = ops['questionnaire.submit-therapist-responses'].body;
    expect(firstError(submit, { therapistName: '  42 ', experience: 3, responses: [] })).toBe(
      'Please enter a name that contains letters',
    );
    const register = ops['auth.register'].body;
    const account = { firstName: 'Ana', lastName: 'Li', email: 'a@b.co', password: '12345678' };
    expect(register.safeParse({ ...account, role: 'client' }).success).toBe(true);
    expect(firstError(register, { ...account, lastName: '--', role: 'client' })).toBe(
      'Please enter a name that contains letters',
    );
  });

  it('checks a first-session request and its answer', () => {
    const body = ops['contact.create-session-request'].body;
    const ok = { therapistId: 't1', message: 'Hello', preferredTimes: 'Evenings', mode: 'online' };
    expect(body.parse({ ...ok, message: '  Hello ' })).toEqual(ok);
    expect(firstError(body, { ...ok, message: ' ' })).toBe(
      'Please write a short message to the therapist',
    );
    expect(firstError(body, { ...ok, preferredTimes: '' })).toBe('Please say when you could meet');
    expect(firstError(body, { ...ok, mode: 'phone' })).toBe('Please choose online or in person');
    expect(body.safeParse({ ...ok, message: 'x'.repeat(2001) }).success).toBe(false);
    const answer = ops['contact.respond-session-request'].body;
    expect(answer.parse({ decision: 'accept' })).toEqual({ decision: 'accept', note: '' });
    expect(firstError(answer, { decision: 'maybe' })).toBe('Please accept or decline the request');
  });

  it("checks 'Try Another Match' and an admin's rejection reason", () => {
    const pass = ops['client-profile.next-match'].body;
    expect(pass.safeParse({ reason: 'specialty' }).success).toBe(true);
    expect(firstError(pass, {})).toBe('Please tell us why you would like another match');
    const reject = ops['questionnaire.admin-reject-therapist'].body;
    expect(firstError(reject, { reason: '  ' })).toBe('Please give the therapist a reason');
  });

  it('checks a new invite code: format, use limit, expiry', () => {
    const body = ops['matchmaker.admin-create-invite-code'].body;
    const ok = { maxUses: 5, expiresAt: '2030-01-01T00:00:00.000Z' };
    expect(body.parse({ ...ok, code: ' spring-26 ' })).toEqual({ ...ok, code: 'SPRING-26' });
    expect(body.safeParse({ maxUses: null, expiresAt: null }).success).toBe(true);
    expect(firstError(body, { ...ok, code: 'AB' })).toBe(
      "Invite codes are 4-12 letters, digits or '-'",
    );
    expect(firstError(body, { ...ok, maxUses: 0 })).toBe(
      'Uses must be a whole number from 1 to 100000',
    );
    expect(firstError(body, { ...ok, expiresAt: 'next week' })).toBe(
      'Please choose a valid expiry date',
    );
  });
});
