import type { DimensionKey, QaEntry } from '@rapport/contracts';
import type { DimensionEvidence } from '@rapport/matching';
import { type StructuredCompleter, renderPrompt } from '@rapport/language';
import {
  type ConversationEngine,
  type ConversationTurn,
  type InferredAnswer,
  type TurnInput,
  emotions,
} from './conversation-engine';
import { inferredText } from './inference';
import {
  currentOpenQuestion,
  localGreeting,
  nextQuestion,
  openQuestions,
  spokenAfter,
} from './local';
import { textProfile } from './profile';
import { loadConversationPrompts, type ConversationPrompts } from './prompts';
import { assessmentAnswer, summaryAnswer, turnAnswer } from './schemas';
import { summarizeAnswers, withoutInferredPrefix } from './summary';

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

function qaLines(previousQA: QaEntry[]): string {
  if (previousQA.length === 0) return '(none yet)';
  return previousQA.map((q) => `- ${q.question} → ${q.answer}`).join('\n');
}

/**
 * The model's turn, held to the bank: inferences only for open questions (each once, with
 * the '[Inferred]' prefix), and a next question that is still open. When the model names
 * none while questions remain, the local choice asks the most related one: the session
 * ends only when the bank is used up.
 */
async function openaiTurn(
  ai: StructuredCompleter,
  prompts: ConversationPrompts,
  input: TurnInput,
): Promise<ConversationTurn> {
  const candidates = openQuestions(input, input.currentQuestionId ? [input.currentQuestionId] : []);
  const current = currentOpenQuestion(input);
  const asked = input.questionBank.find((q) => q.id === input.currentQuestionId);
  const answer = await ai.complete(
    'conversation_turn',
    turnAnswer,
    renderPrompt(prompts.nextTurn, {
      currentQuestion: asked ? `${asked.text} (id ${asked.id})` : '(the opening greeting)',
      transcript: input.transcript,
      previousQA: qaLines(input.previousQA),
      candidates: JSON.stringify(
        [...(current ? [current] : []), ...candidates].map(({ id, text, reasoning }) => ({
          id,
          text,
          reasoning,
        })),
      ),
      emotions: emotions.join(', '),
    }),
  );
  const open = new Map([...(current ? [current] : []), ...candidates].map((q) => [q.id, q]));
  const inferred: InferredAnswer[] = [];
  for (const i of answer.inferences) {
    const said = withoutInferredPrefix(i.answer);
    if (!open.has(i.questionId) || !said || inferred.some((x) => x.questionId === i.questionId))
      continue;
    inferred.push({
      questionId: i.questionId,
      answer: inferredText(said),
      source: i.source.trim() || input.transcript,
      reasoning: i.reasoning.trim(),
    });
  }
  const remaining = candidates.filter((q) => !inferred.some((i) => i.questionId === q.id));
  const named = remaining.find((q) => q.id === answer.nextQuestionId);
  const next = named
    ? { question: named, reason: answer.reasonForQuestion.trim() || named.reasoning, again: false }
    : nextQuestion(
        input,
        remaining,
        input.currentQuestionId,
        inferred.map((i) => i.questionId),
        textProfile(input.transcript),
      );
  const spokenText = spokenAfter(answer.reflection.trim(), input, inferred, next);
  return {
    emotion: answer.emotion,
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
    questionsForAnalysis: [...open.values()].map((q) => ({ id: q.id, text: q.text })),
    crisisLanguage: answer.crisisLanguage,
  };
}

/** The OpenAI provider's part for this area: structured completions through `ai.complete`. */
export function openaiConversationEngine(
  ai: StructuredCompleter,
  prompts: ConversationPrompts = loadConversationPrompts(),
): ConversationEngine {
  return {
    // No model call: session-ready must reach the screen within its 5 s wait, and the
    // greeting and first question come from the bank anyway.
    greet: async (input) => localGreeting(input),

    nextTurn: (input) => openaiTurn(ai, prompts, input),

    async summarizeConversation(previousQA) {
      if (previousQA.length === 0) return summarizeAnswers([]);
      const { summary } = await ai.complete(
        'conversation_summary',
        summaryAnswer,
        renderPrompt(prompts.summarize, { previousQA: qaLines(previousQA) }),
      );
      return summary.trim() || summarizeAnswers(previousQA);
    },

    async assessConversation(answers) {
      const said = answers.map(withoutInferredPrefix).filter(Boolean);
      if (said.length === 0) return { dimensions: {}, themes: [] };
      const result = await ai.complete(
        'client_assessment',
        assessmentAnswer,
        renderPrompt(prompts.assess, { answers: said.map((a) => `- ${a}`).join('\n') }),
      );
      const dimensions: Partial<Record<DimensionKey, DimensionEvidence>> = {};
      for (const d of result.dimensions) {
        if (d.count > 0) dimensions[d.dimension] = { score: clamp(d.score, -1, 1), count: d.count };
      }
      return {
        dimensions,
        themes: result.themes
          .filter((t) => t.weight > 0 && t.theme.trim())
          .map((t) => ({ theme: t.theme.trim(), weight: t.weight })),
      };
    },
  };
}
