import type { ContributionQuestions } from '@rapport/matching';
import type { BankQuestion } from '../ai/conversation-engine';
import { composeBank } from '../domain/default-questions';

/** How long a replica reuses the bank: it changes only when an expert saves a contribution. */
const CACHE_MS = 2000;

/**
 * The client-audience question bank of a voice session: the experts' client questions (kept
 * from their contribution events) and the matchmaker's defaults. Read on every turn, so it
 * is cached briefly rather than queried each time.
 */
export class QuestionBank {
  private cached: { at: number; bank: BankQuestion[] } | undefined;

  constructor(
    private readonly questions: ContributionQuestions,
    private readonly clock: () => number = Date.now,
  ) {}

  async list(): Promise<BankQuestion[]> {
    const now = this.clock();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.bank;
    const projected = await this.questions.list();
    const bank = composeBank(
      projected.map((q) => ({ id: q._id, text: q.text, reasoning: q.reasoning })),
    );
    this.cached = { at: now, bank };
    return bank;
  }
}
