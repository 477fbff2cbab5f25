import type { AssessmentQuestion } from '@rapport/contracts';

/** Spec §3: answers about these relationships arrive under these keys instead of their question ids. */
export const relationshipTopics = {
  partner_relationship: 'Your relationship with your partner',
  friend_relationship: 'Your friendships',
  teacher_relationship: 'Your relationships with teachers and mentors',
} as const;
export type RelationshipKey = keyof typeof relationshipTopics;

export function isRelationshipKey(key: string): key is RelationshipKey {
  return Object.hasOwn(relationshipTopics, key);
}

/** An answer the client already gave through process-response. */
export interface StoredAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** One answer of the analysis, with the question it answers. */
export interface AnalysisAnswer {
  /** The key it arrived under: a question id or a relationship key. */
  key: string;
  /** The question's id when known (a renamed answer is traced back to it by its text). */
  questionId: string;
  question: string;
  answer: string;
  /** The client has not sent it through process-response: the profile should keep it too. */
  unsaved: boolean;
}

/**
 * The analyze-responses map as question-and-answer pairs. A question id is read with its
 * question text; a relationship key is traced to the stored answer with the same text (it
 * was sent under its question id), else read with the relationship's own name. Unknown
 * keys keep what the client stored for them, or no question text. Empty answers are left out.
 */
export function analysisAnswers(
  responses: Readonly<Record<string, string>>,
  questions: readonly AssessmentQuestion[],
  stored: readonly StoredAnswer[],
): AnalysisAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q] as const));
  const out: AnalysisAnswer[] = [];
  for (const [key, raw] of Object.entries(responses)) {
    const answer = raw.trim();
    if (!answer) continue;
    const question = byId.get(key);
    const storedById = stored.find((s) => s.questionId === key);
    if (question) {
      out.push({ key, questionId: key, question: question.text, answer, unsaved: !storedById });
    } else if (isRelationshipKey(key)) {
      const same = stored.find((s) => s.answer.trim() === answer);
      out.push({
        key,
        questionId: same?.questionId ?? key,
        question: same?.question ?? relationshipTopics[key],
        answer,
        unsaved: !same,
      });
    } else {
      out.push({
        key,
        questionId: key,
        question: storedById?.question ?? '',
        answer,
        unsaved: !storedById,
      });
    }
  }
  return out;
}
