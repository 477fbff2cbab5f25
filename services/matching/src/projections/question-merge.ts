import type { ProjectedQuestion } from './contribution-views';

/** Words that do not tell two questions apart. */
const stop = new Set(
  'a an the and or but of to in on at for with about from by as is are be been do does did you your yours they their them it its this that these those what how when where which who why would could should can will have has had more most much very so if than then there any some'.split(
    ' ',
  ),
);

/** The content words of a question, without case, punctuation or plural -s. */
export function contentWords(question: string): Set<string> {
  return new Set(
    question
      .toLowerCase()
      .replace(/[’']/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !stop.has(w))
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)),
  );
}

/** Two questions ask the same when at least this share of their content words is common. */
export const SAME_QUESTION = 0.8;

export function nearlySame(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let common = 0;
  for (const w of a) if (b.has(w)) common += 1;
  return common / (a.size + b.size - common) >= SAME_QUESTION;
}

/** "Maya", "Maya and Daniel", "Maya, Daniel and Sam". */
const credit = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * One question, once: near-identical questions from several contributions (or twice in one)
 * become the first of them, crediting every expert who asked it. The first keeps its place, so
 * the list, and the steps built from it, are the same whatever order replicas read the
 * contributions in; `mergedIds` lets an answer given under any of the ids find it.
 */
export function mergeQuestions(questions: readonly ProjectedQuestion[]): ProjectedQuestion[] {
  const kept: { q: ProjectedQuestion; words: Set<string> }[] = [];
  for (const q of questions) {
    const words = contentWords(q.text);
    const same = kept.find((k) => nearlySame(k.words, words));
    if (!same) {
      kept.push({ q: { ...q, sources: [q.therapist], mergedIds: [] }, words });
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
