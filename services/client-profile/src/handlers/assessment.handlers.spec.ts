import { createLogger, ServiceError, type RequestContext } from '@rapport/kit';
import { assessmentHandlers, PROCESS_FAILED } from './assessment.handlers';
import type { ClientProfileDeps } from './deps';

const ctx: RequestContext = {
  requestId: 'r1',
  caller: { id: 'u1', role: 'client', email: 'u1@example.org' },
  log: createLogger('spec', 'silent'),
};

/** Deps whose stores work, except where a test says otherwise. */
function deps(over: { saveAnswer?: () => Promise<void> } = {}) {
  const saved: unknown[] = [];
  const d = {
    questions: {
      findItem: async (id: string) => (id === 'q1' ? { text: 'What brings you here?' } : null),
    },
    responses: {
      saveAnswer: over.saveAnswer ?? (async (_u: string, a: unknown) => void saved.push(a)),
      findAnswer: async () => null,
    },
    profiles: { ensureProfile: async () => undefined },
    accounts: { findIdentity: async () => null },
    now: () => new Date('2026-03-01T10:00:00Z'),
  } as unknown as ClientProfileDeps;
  return { handlers: assessmentHandlers(d), saved };
}

const body = (response: string, questionId = 'q1') => ({ questionId, response, userId: 'u1' });
const input = (b: ReturnType<typeof body>) => ({ params: {}, query: {}, body: b });

describe('process-response', () => {
  it('stores the answer with the question text the client saw', async () => {
    const { handlers, saved } = deps();
    const out = await handlers['client-profile.process-response'](input(body('Panic.')), ctx);
    expect(out).toEqual({ success: true });
    expect(saved).toEqual([
      {
        questionId: 'q1',
        question: 'What brings you here?',
        answer: 'Panic.',
        originalQuestionId: undefined,
      },
    ]);
  });

  it("answers 'Failed to process response' when the answer cannot be stored", async () => {
    const { handlers } = deps({ saveAnswer: () => Promise.reject(new Error('disk full')) });
    const failed = handlers['client-profile.process-response'](input(body('Panic.')), ctx);
    await expect(failed).rejects.toBeInstanceOf(ServiceError);
    await expect(failed).rejects.toMatchObject({ status: 500, message: PROCESS_FAILED });
  });

  it('still answers crisis resources when the answer cannot be stored', async () => {
    const { handlers } = deps({ saveAnswer: () => Promise.reject(new Error('disk full')) });
    const out = await handlers['client-profile.process-response'](
      input(body('I want to end my life.')),
      ctx,
    );
    expect(out.success).toBe(true);
    expect(out.crisis?.resources.map((r) => r.contact)).toContain('Call or text 988');
  });

  it('keeps a relationship answer under its relationship when the question is unknown', async () => {
    const { handlers, saved } = deps();
    await handlers['client-profile.process-response'](
      input(body('We argue.', 'partner_relationship')),
      ctx,
    );
    expect(saved).toEqual([
      expect.objectContaining({ question: 'Your relationship with your partner' }),
    ]);
  });

  it('answers crisis resources with the stored answer', async () => {
    const { handlers, saved } = deps();
    const out = await handlers['client-profile.process-response'](
      input(body('I want to kill myself.')),
      ctx,
    );
    expect(out.crisis?.flagged).toBe(true);
    expect(saved).toHaveLength(1);
  });
});
