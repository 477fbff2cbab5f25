import type { QaEntry } from '@rapport/contracts';
import type {
  BankQuestion,
  ConversationEngine,
  ConversationState,
  ConversationTurn,
  Greeting,
  GreetInput,
  TurnInput,
} from './conversation-engine';
import { chooseNext, directAnswer, inferAnswers, questionKey } from './inference';
import { mergeProfiles, readUtterance, textProfile } from './profile';
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
  const next = chooseNext(
    candidates.filter((q) => !answered.has(questionKey(q.text))),
    said,
  );
  const emotion = readEmotion(input.transcript, sentiment, said);
  const reflection = reflect(
    sentences.map((s) => s.sentence),
    emotion,
  );
  const readyNow = crossesThreshold(Object.keys(input.inferredQAs).length, inferred.length);
  const spokenText = composeSpoken(reflection, next?.question.text ?? null, readyNow);
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
