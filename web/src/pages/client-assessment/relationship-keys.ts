/**
 * Spec §3 "Assessment question": for analysis, answers whose question id or question text
 * concerns a partner, friend or teacher relationship are keyed partner_relationship,
 * friend_relationship and teacher_relationship; every other answer keeps its question id.
 */

export type RelationshipKey =
  'partner_relationship' | 'friend_relationship' | 'teacher_relationship';

interface QuestionRef {
  id: string;
  text: string;
}

/**
 * Checked in this order, so 'girlfriend' counts as a partner, not a friend. Ids are split
 * into words first ('partnerConflict', 'q_friend_2'), so the same word rules apply to both.
 */
const rules: ReadonlyArray<readonly [RelationshipKey, RegExp]> = [
  [
    'partner_relationship',
    /\b(partners?|spouses?|husbands?|wi(fe|ves)|girlfriends?|boyfriends?|romantic|marriage|married)\b/,
  ],
  ['friend_relationship', /\b(friends?|friendships?)\b/],
  ['teacher_relationship', /\b(teachers?|mentors?|professors?|tutors?)\b/],
];

/** 'partnerConflict_q2' → 'partner conflict q 2': ids read as words. */
function words(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z]+/g, ' ')
    .toLowerCase();
}

/** The relationship a question concerns, judged by its id first, then by its text. */
export function relationshipKey(question: QuestionRef): RelationshipKey | null {
  for (const source of [words(question.id), question.text.toLowerCase()]) {
    for (const [key, pattern] of rules) if (pattern.test(source)) return key;
  }
  return null;
}

/**
 * The `responses` map sent to analyze-responses: question id → answer, renamed as above.
 * Questions are taken in assessment order; when two concern the same relationship, the
 * first takes the renamed key and the later one keeps its id, so no answer is lost.
 * Unanswered questions are left out.
 */
export function analysisResponses(
  questions: readonly QuestionRef[],
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id]?.trim();
    if (!answer) continue;
    const renamed = relationshipKey(question);
    const key = renamed && !(renamed in out) ? renamed : question.id;
    out[key] = answer;
  }
  return out;
}
