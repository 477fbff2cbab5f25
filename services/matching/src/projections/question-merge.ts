import { questionIdentity, sameQuestion, type QuestionIdentity } from '@rapport/language';
import type { ProjectedQuestion } from './contribution-views';

/** "Maya", "Maya and Daniel", "Maya, Daniel and Sam". */
const credit = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * One question, once: questions that ask the same (`sameQuestion` of @rapport/language, the one
 * definition the language eval counts duplicates with) from several contributions, or twice
 * in one, become the first of them, crediting every expert who asked it. The first keeps its place, so
 * the list, and the steps built from it, are the same whatever order replicas read the
 * contributions in; `mergedIds` lets an answer given under any of the ids find it.
 */
export function mergeQuestions(questions: readonly ProjectedQuestion[]): ProjectedQuestion[] {
  const kept: { q: ProjectedQuestion; identity: QuestionIdentity }[] = [];
  for (const q of questions) {
    const identity = questionIdentity(q.text);
    const same = kept.find((k) => sameQuestion(k.identity, identity));
    if (!same) {
      kept.push({ q: { ...q, sources: [q.therapist], mergedIds: [] }, identity });
      continue;
    }
    const sources = same.q.sources ?? [same.q.therapist];
    if (!sources.includes(q.therapist)) sources.push(q.therapist);
    same.q = {
      ...same.q,
      sources,
      therapist: credit(sources),
      mergedIds: [...(same.q.mergedIds ?? []), q._id, q.questionId],
    };
  }
  return kept.map((k) => k.q);
}
