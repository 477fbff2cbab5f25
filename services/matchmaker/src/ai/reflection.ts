import { limits } from '@rapport/contracts';
import type { Sentence } from '@rapport/language';
import type { Emotion } from './conversation-engine';
import type { TextProfile } from './profile';
import type { Topic } from './topics';

const frustratedWords =
  /\b(frustrat\w*|angry|anger|annoyed|irritat\w*|fed up|sick of|tired of|furious|pissed)\b/i;
const overwhelmedWords =
  /\b(overwhelm\w*|too much|can't cope|cannot cope|drowning|burn(ed|t)? out|burnout|exhausted|falling apart)\b/i;
const hopefulWords = /\b(hope|hopeful|looking forward|ready to|excited|optimistic|better now)\b/i;

/**
 * How the person seems to feel, from what they name and the model's sentiment: named
 * frustration or overwhelm first, then the themes (worry → anxious, loss or low mood → sad),
 * then the overall tone.
 */
export function readEmotion(text: string, sentiment: number, said: TextProfile): Emotion {
  if (frustratedWords.test(text)) return 'frustrated';
  if (overwhelmedWords.test(text)) return 'overwhelmed';
  // "I'm not anxious" names anxiety to deny it: it says nothing of how they feel.
  const feels = (topic: Topic) => said.themes.has(topic) && !said.denied.has(topic);
  if (feels('anxiety')) return 'anxious';
  if (feels('depression') || feels('grief')) return 'sad';
  if (hopefulWords.test(text) || sentiment > 0.25) return 'hopeful';
  if (sentiment < -0.25) return 'sad';
  if (said.dimensions.size > 0 || said.themes.size > 0) return 'reflective';
  return 'calm';
}

/** A short line that acknowledges how they feel. */
export const acknowledgement: Record<Emotion, string> = {
  calm: 'Thank you for sharing that.',
  hopeful: "It's good to hear that.",
  anxious: 'That must be a lot of worry to carry.',
  sad: "I'm sorry you're going through that.",
  frustrated: 'That must be really frustrating.',
  overwhelmed: "That's a lot to hold at once.",
  reflective: "Thank you, that's really helpful to know.",
};

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  im: "you're",
  ive: "you've",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  "we'll": "you'll",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
};

/**
 * Their first sentence said back in the second person ("I've been anxious at work" →
 * "you've been anxious at work", "we argue every night" → "you argue every night"), when it is
 * short and about themselves; otherwise null. Only pronouns change, so a "not" or a "but" in
 * what they said is said back as they said it.
 */
export function paraphrase(sentence: string): string | null {
  const s = sentence
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.!?…]+$/, '')
    .trim();
  const words = s.split(/\s+/);
  if (words.length < 3 || words.length > 16) return null;
  if (!/^(i|i'm|i've|i'd|im|ive|my|we|we're|we've|our)$/i.test(words[0] ?? '')) return null;
  // Addressing us ('you') or asking something does not reflect well.
  if (/\b(you|your|yours)\b/i.test(s) || sentence.trim().endsWith('?')) return null;
  const out = words.map((w, i) => {
    const bare = w.toLowerCase().replace(/[,;:]+$/, '');
    const tail = w.slice(bare.length);
    // 'I was' → 'you were', 'I am' → 'you are'; elsewhere they stay ('it was', 'I think it is').
    const after = (words[i - 1] ?? '').toLowerCase();
    if (bare === 'was' && after === 'i') return `were${tail}`;
    if (bare === 'am' && after === 'i') return `are${tail}`;
    const swap = swaps[bare];
    return swap ? `${swap}${tail}` : w;
  });
  return out.join(' ');
}

/** A short, empathetic reflection of their words. */
export function reflect(sentences: Sentence[], emotion: Emotion): string {
  const said = sentences[0] ? paraphrase(sentences[0].text) : null;
  const ack = acknowledgement[emotion];
  return said ? `It sounds like ${said}. ${ack}` : ack;
}

export const READY_LINE =
  "I now know enough to find your match. Press Find My Therapist whenever you're ready, or keep talking.";

export const CLOSING_LINE =
  "Thank you. I have a good picture of what you're looking for now. Press Find My Therapist whenever you're ready.";

/** The closing line when the questions ran out before enough of them were answered. */
export const SHORT_CLOSING_LINE =
  "Thank you, those are all my questions. I don't know enough yet to suggest a therapist with confidence. The written assessment asks a few more questions and can find your match.";

/** Said before a question asked a second time, because the first reply spoke of something else. */
export const ASK_AGAIN_LEAD = 'Coming back to an earlier question:';

/** The closing line that is true for this many answered questions: a match only once it can be made. */
export function closingLine(answered: number): string {
  return answered >= limits.matchThreshold ? CLOSING_LINE : SHORT_CLOSING_LINE;
}

/** Did this turn take the inferred answers across the match threshold (spec §4)? */
export function crossesThreshold(before: number, added: number): boolean {
  return before < limits.matchThreshold && before + added >= limits.matchThreshold;
}

/** What follows the reflection: the next question (asked again or not), or the end. */
export interface SpokenNext {
  question: string | null;
  again?: boolean;
  readyNow: boolean;
  /** Questions answered by the end of this turn: which closing line is true. */
  answered: number;
}

/** Reflection, the readiness line once, then the question (or the closing line). */
export function composeSpoken(reflection: string, next: SpokenNext): string {
  const parts = [reflection];
  if (next.question) {
    if (next.readyNow) parts.push(READY_LINE);
    if (next.again) parts.push(ASK_AGAIN_LEAD);
    parts.push(next.question);
  } else {
    parts.push(closingLine(next.answered));
  }
  return parts.filter((p) => p.trim()).join(' ');
}
