import type { Audience } from '@rapport/contracts';
import { isWellFormedQuestion } from './question-quality';

/**
 * The first whole question of a longer one: a second clause (", and how do you…"), a list of
 * options after a colon, or an "or …" alternative goes, as long as what is left still reads
 * as a question. Unchanged when nothing can go.
 */
export function shortenQuestion(question: string): string {
  const q = question.trim();
  const cuts = [/:\s/, /,\s+(?:and|or|but)\s/, /,\s+/, /\s+or\s+(?=[a-z])/];
  for (const cut of cuts) {
    const m = cut.exec(q);
    if (!m || m.index < 12) continue;
    const short = `${q.slice(0, m.index).replace(/[\s,;:]+$/, '')}?`;
    if (short.length < q.length && !short.includes(':') && isWellFormedQuestion(short))
      return short;
  }
  const lighter = q.replace(/\b(?:most|really|right now|in a given session|gently)\s+/g, '');
  return lighter.length < q.length && isWellFormedQuestion(lighter) ? lighter : q;
}

const warmOpening: Record<Audience, string> = {
  client: 'If you feel comfortable sharing, ',
  therapist: 'Thinking of the clients you have worked with, ',
};

/** The same question asked more warmly; a question already opened gently stays as it is. */
export function warmQuestion(question: string, audience: Audience): string {
  const q = question.trim();
  const opening = warmOpening[audience];
  if (q.startsWith(opening.trim().slice(0, 10)) || /^(if you|thinking of)\b/i.test(q)) return q;
  // "I" stays capital; anything else continues the sentence in lower case.
  const rest = /^I\b/.test(q) ? q : q.charAt(0).toLowerCase() + q.slice(1);
  return `${opening}${rest}`;
}
