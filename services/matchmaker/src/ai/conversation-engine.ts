import type { InferredQa, QaEntry } from '@rapport/contracts';
import type { AnalysisEvidence } from '@rapport/matching';

/**
 * The voice session's generations (spec §3 "Voice session", §7 "Real-time voice socket").
 * Both providers implement it: ./local.ts (offline NLP over the trait lexicon) and
 * ./openai.ts (structured outputs). The matchmaker service holds the session state; the
 * engine only reads it and answers what to say next.
 */
export interface ConversationEngine {
  /** The opening line and the first question (or, for a returning person, the next one). */
  greet(input: GreetInput): Promise<Greeting>;
  /**
   * One user turn: how they seem to feel, the bank questions their words already answer
   * ('[Inferred] …'), and the next question with why it is asked, spoken after a short
   * reflection of what they said.
   */
  nextTurn(input: TurnInput): Promise<ConversationTurn>;
  /** A short spoken summary of the conversation, said before the recommendation. */
  summarizeConversation(previousQA: QaEntry[]): Promise<string>;
  /**
   * What all the answers say in the matching model's terms (dimensions, themes); the
   * matchmaker turns it into client preferences and ranks the directory with it.
   */
  assessConversation(answers: string[]): Promise<AnalysisEvidence>;
}

/** One question of the client-audience bank (the experts' questions plus the defaults). */
export interface BankQuestion {
  id: string;
  text: string;
  /** Why the question matters for matching. */
  reasoning: string;
}

/** What the conversation so far looks like, as every call sees it. */
export interface ConversationState {
  previousQA: QaEntry[];
  /** Question id → inferred answer. */
  inferredQAs: Record<string, InferredQa>;
  /** Questions already asked out loud (answered or being answered). */
  askedIds: string[];
  questionBank: BankQuestion[];
}

export interface GreetInput extends ConversationState {
  /** A saved session is being continued. */
  returning: boolean;
}

export interface TurnInput extends ConversationState {
  /** What the person said this turn. */
  transcript: string;
  /** The question this turn answers, if one was asked. */
  currentQuestionId?: string | undefined;
}

/** The next question and how it is said. */
export interface NextQuestion {
  questionId: string;
  /** The bank question's own text. */
  question: string;
  /** What is said out loud: a reflection of their words, then the question. */
  spokenText: string;
  /** 'Question Reasoning': why this question, citing what they said. */
  reasonForQuestion: string;
}

export interface InferredAnswer {
  questionId: string;
  /** Starts with '[Inferred]'. */
  answer: string;
  /** The part of the transcript it was inferred from. */
  source: string;
  reasoning: string;
}

export interface Greeting {
  greeting: string;
  question: NextQuestion | null;
}

/** How the person seems to feel this turn, from sentiment and the lexicon. */
export const emotions = [
  'calm',
  'hopeful',
  'anxious',
  'sad',
  'frustrated',
  'overwhelmed',
  'reflective',
] as const;
export type Emotion = (typeof emotions)[number];

export interface ConversationTurn {
  emotion: Emotion;
  /** Bank questions this turn answered without being asked, best evidence first. */
  inferred: InferredAnswer[];
  /** Null when every bank question is asked or inferred: the conversation is complete. */
  next: NextQuestion | null;
  /** What is said out loud: the reflection and the next question, or a closing line. */
  spokenText: string;
  /** Bank questions this turn was checked against. */
  questionsForAnalysis: { id: string; text: string }[];
  /**
   * The provider's own reading that what they said speaks of suicide or self-harm (the openai
   * provider's; the local one leaves it to the safety library's check, run before the turn).
   */
  crisisLanguage?: boolean;
}
