import type { AssessmentQuestion } from '@rapport/contracts';
import type { ProjectedQuestion } from '@rapport/matching';
import { openGently } from './gentle-opening';

/**
 * The experts' client questions as assessment steps. A question's id is the expert's own
 * question id; should two contributions carry the same one, the later ones take their
 * contribution-scoped id instead, so every step keeps its own answer. `originalId` is always
 * the expert's id. The first step is a gentle one (see openGently).
 */
export function toAssessmentQuestions(
  projected: readonly ProjectedQuestion[],
): AssessmentQuestion[] {
  const seen = new Set<string>();
  const steps = projected.map((q) => {
    const id = seen.has(q.questionId) ? q._id : q.questionId;
    seen.add(q.questionId);
    return {
      id,
      text: q.text,
      reasoning: q.reasoning,
      source: { therapist: q.therapist },
      originalId: q.questionId,
    };
  });
  return openGently(steps);
}
