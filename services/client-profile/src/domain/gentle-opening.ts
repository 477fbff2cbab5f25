/**
 * The written assessment opens with a gentle question (issue 14): a new client's first
 * question must not ask about trauma, abuse, loss or the like. The experts' questions keep
 * their order, except that the first one on a lighter subject comes first.
 */

/** Word stems of subjects too heavy to open with. */
const heavyStems = [
  'trauma',
  'abuse',
  'abusive',
  'assault',
  'violen',
  'suicid',
  'self-harm',
  'self harm',
  'death',
  'dying',
  'died',
  'grief',
  'griev',
  'bereave',
  'rape',
  'neglect',
  'addict',
  'childhood',
];

/** True when a question touches a subject too heavy to open an assessment with. */
export function isHeavyTopic(text: string): boolean {
  const lower = text.toLowerCase();
  return heavyStems.some((stem) => lower.includes(stem));
}

/**
 * Moves the first question on a lighter subject to the front; all others keep their order.
 * When every question is heavy, the order is left as it is.
 */
export function openGently<T extends { text: string }>(questions: readonly T[]): T[] {
  const first = questions.findIndex((q) => !isHeavyTopic(q.text));
  if (first <= 0) return [...questions];
  return [questions[first]!, ...questions.slice(0, first), ...questions.slice(first + 1)];
}
