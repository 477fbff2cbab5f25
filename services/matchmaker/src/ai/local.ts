import { limits, type QaEntry } from '@rapport/contracts';
import type {
  BankQuestion,
  ConversationEngine,
  ConversationState,
  ConversationTurn,
  Greeting,
  GreetInput,
  InferredAnswer,
  TurnInput,
} from './conversation-engine';
import { chooseNext, directAnswer, inferAnswers, questionKey } from './inference';
import { mergeProfiles, readUtterance, textProfile, type TextProfile } from './profile';
import { composeSpoken, crossesThreshold, readEmotion, reflect } from './reflection';
import { evidenceFromAnswers, summarizeAnswers } from './summary';

export const GREETING =
  "Hi, I'm glad you're here. I'll ask a few questions about what you're looking for in a therapist. Answer in your own words, as much or as little as you like.";
export const WELCOME_BACK = "Welcome back! Let's pick up where we left off.";

/**
 * Bank questions neither asked (nor being answered) nor inferred yet, in bank order. A question
 * the bank holds twice is closed with its twin: it is never asked again.
 */
export function openQuestions(
  state: ConversationState,
  also: Iterable<string> = [],
): BankQuestion[] {
  const closed = new Set([
    ...state.askedIds,
    ...state.previousQA.map((q) => q.questionId),
    ...Object.keys(state.inferredQAs),
    ...also,
  ]);
  const closedTexts = new Set(
    state.questionBank.filter((q) => closed.has(q.id)).map((q) => questionKey(q.text)),
  );
  return state.questionBank.filter(
    (q) => !closed.has(q.id) && !closedTexts.has(questionKey(q.text)),
  );
}

/**
 * Questions to ask a second time. When every question is asked or answered but fewer than the
 * match threshold were answered, the ones asked once whose reply spoke of something else are
 * asked once more: otherwise the session would end locked, with no way to reach a match.
 */
export function askAgain(
  state: ConversationState,
  also: Iterable<string>,
  answeredNow: readonly string[],
): BankQuestion[] {
  const answered = new Set([...Object.keys(state.inferredQAs), ...answeredNow]);
  if (answered.size >= limits.matchThreshold) return [];
  const answeredTexts = new Set(
    state.questionBank.filter((q) => answered.has(q.id)).map((q) => questionKey(q.text)),
  );
  const skip = new Set(also);
  const times = new Map<string, number>();
  for (const qa of state.previousQA) times.set(qa.questionId, (times.get(qa.questionId) ?? 0) + 1);
  return state.questionBank.filter(
    (q) =>
      times.get(q.id) === 1 &&
      !skip.has(q.id) &&
      !answered.has(q.id) &&
      !answeredTexts.has(questionKey(q.text)),
  );
}

export interface ChosenQuestion {
  question: BankQuestion;
  reason: string;
  /** Asked before, and the reply did not answer it. */
  again: boolean;
}

/** The next question: the open one closest to what they said, else one to ask again (or none). */
export function nextQuestion(
  state: ConversationState,
  open: BankQuestion[],
  current: string | undefined,
  answeredNow: readonly string[],
  said: TextProfile | null,
): ChosenQuestion | null {
  const fresh = chooseNext(open, said);
  if (fresh) return { ...fresh, again: false };
  const repeat = chooseNext(askAgain(state, current ? [current] : [], answeredNow), said);
  return repeat ? { ...repeat, again: true } : null;
}

/**
 * What is said after the reflection: the readiness line once, then the next question (led in
 * when asked again), or the closing line that is true for the questions answered by now.
 */
export function spokenAfter(
  reflection: string,
  state: ConversationState,
  inferred: readonly InferredAnswer[],
  next: ChosenQuestion | null,
): string {
  const before = Object.keys(state.inferredQAs).length;
  return composeSpoken(reflection, {
    question: next?.question.text ?? null,
    again: next?.again ?? false,
    readyNow: crossesThreshold(before, inferred.length),
    answered: before + inferred.length,
  });
}

/** The greeting, and the first question: the bank's first, or for a returning person the one closest to what they said. */
export function localGreeting(input: GreetInput): Greeting {
  const said = input.previousQA.length
    ? textProfile(input.previousQA.map((q: QaEntry) => q.answer).join(' '))
    : null;
  const next = chooseNext(openQuestions(input), said);
  return {
    greeting: input.returning ? WELCOME_BACK : GREETING,
    question: next
      ? {
          questionId: next.question.id,
          question: next.question.text,
          spokenText: next.question.text,
          reasonForQuestion: next.reason,
        }
      : null,
  };
}

/** One turn of the offline engine: deterministic, same words → same answer. */
export function localTurn(input: TurnInput): ConversationTurn {
  const { sentences, sentiment } = readUtterance(input.transcript);
  const said = mergeProfiles(sentences.map((s) => s.profile));
  const candidates = openQuestions(input, input.currentQuestionId ? [input.currentQuestionId] : []);
  const current = currentOpenQuestion(input);
  const direct = current ? directAnswer(current, input.transcript, sentences) : null;
  const inferred = [...(direct ? [direct] : []), ...inferAnswers(sentences, candidates)];
  // A question answered now closes its twins in the bank too: it is never asked again.
  const answered = new Set(
    inferred.map((i) =>
      questionKey(input.questionBank.find((q) => q.id === i.questionId)?.text ?? i.questionId),
    ),
  );
  const next = nextQuestion(
    input,
    candidates.filter((q) => !answered.has(questionKey(q.text))),
    input.currentQuestionId,
    inferred.map((i) => i.questionId),
    said,
  );
  const emotion = readEmotion(input.transcript, sentiment, said);
  const reflection = reflect(
    sentences.map((s) => s.sentence),
    emotion,
  );
  const spokenText = spokenAfter(reflection, input, inferred, next);
  return {
    emotion,
    inferred,
    next: next
      ? {
          questionId: next.question.id,
          question: next.question.text,
          spokenText,
          reasonForQuestion: next.reason,
        }
      : null,
    spokenText,
    questionsForAnalysis: [...(current ? [current] : []), ...candidates].map((q) => ({
      id: q.id,
      text: q.text,
    })),
  };
}

/** The question this turn answers, unless an earlier turn already answered it by inference. */
export function currentOpenQuestion(input: TurnInput): BankQuestion | undefined {
  const id = input.currentQuestionId;
  if (!id || id in input.inferredQAs) return undefined;
  return input.questionBank.find((q) => q.id === id);
}

/** The offline provider's part for this area. */
export function localConversationEngine(): ConversationEngine {
  return {
    greet: async (input) => localGreeting(input),
    nextTurn: async (input) => localTurn(input),
    summarizeConversation: async (previousQA) => summarizeAnswers(previousQA),
    assessConversation: async (answers) => evidenceFromAnswers(answers),
  };
}
