import type { Clause } from '@rapport/language';
import { peopleNouns } from './whose';

/**
 * When words about how therapy should go are a preference: a telling word said in a clause that
 * states a wish ("I want…", "someone who…", "rather than…", "please…") or judges what helped.
 * The confidence of a dimension is the weight of its words plus the frame's.
 */

/** A stated preference on a dimension counts from here (one telling word in a wish). */
export const PREFERENCE_CONFIDENCE = 0.75;
/** A telling word ('homework', 'childhood', 'gentle'); a vague one ('now', 'plan', 'care') counts less. */
export const TERM_WEIGHT = 0.5;
export const VAGUE_TERM_WEIGHT = 0.25;
/** The sentence says what they want or what (did not) work: the words are a preference. */
export const FRAME_WEIGHT = 0.4;

/** Dimension terms that are everyday words far more often than preferences. */
export const vagueTerms = new Set([
  'now',
  'today',
  'week',
  'daily',
  'current',
  'currently',
  'present',
  'future',
  'routine',
  'early',
  'memory',
  'root',
  'origin',
  'parent',
  'mother',
  'father',
  'pattern',
  'feeling',
  'emotion',
  'emotional',
  'express',
  'release',
  'support',
  'care',
  'listen',
  'safe',
  'safety',
  'trust',
  'patient',
  'kind',
  'accept',
  'choose',
  'choice',
  'control',
  'freedom',
  'discover',
  'plan',
  'goal',
  'skill',
  'exercise',
  'distance',
  'contain',
  'cope',
  'coping',
  'deep',
  'overwhelm',
  'overwhelmed',
  'pace',
  'here',
  'old',
  'feel',
  'heart',
  'family',
  'history',
  'tear',
  'open',
  'years ago',
  'ago',
  'previous',
  'young',
  'next',
  'light',
  'quiet',
  'slow',
  'hurt',
  'pain',
  'nice',
  'understanding',
  'fix',
  'practice',
  'steps',
  'guide',
  'mum',
  'mom',
  'dad',
  'parents',
  'kid',
  'these days',
  'at the moment',
  'every day',
  'began',
  'back then',
  'straight',
  'judge',
  'judged',
  'criticism',
  'critical',
  'heard',
  'forward',
  'ahead',
  'tomorrow',
  'expert',
  'method',
  'program',
  'programme',
  'this time',
  'time',
  'right now',
]);

/** Verbs of wanting and judging: the sentence states a preference or an experience of help. */
const wishVerbs = new Set([
  'want',
  'need',
  'prefer',
  'hope',
  'wish',
  'rather',
  'appreciate',
  'value',
  'hate',
  'love',
  'mind',
  'stand',
  'expect',
  'help',
  'work',
]);
/** Naming the therapist ("someone who…") makes the sentence about how therapy should be. */
const therapistNouns = new Set([
  'therapist',
  'counsellor',
  'counselor',
  'session',
  'sessions',
  'therapy',
]);

export const continuations = new Set(['who', 'that', 'which', 'to', 'and', 'or']);

/** Does the clause say what they want, or what helped or did not? */
export function isPreference(clause: Clause): boolean {
  if (clause.person === 'therapist') return true;
  return clause.words.some((w, i) => {
    const n = w.normal.toLowerCase();
    if (n === 'please' || therapistNouns.has(n)) return true;
    const next = clause.words[i + 1]?.normal.toLowerCase() ?? '';
    if ((n === 'someone' || n === 'somebody') && ['who', 'to', 'that', "who'll"].includes(next))
      return true;
    // "I'd like…" (the model may not tag this 'like' as a verb).
    if (w.lemma === 'like' || n === 'like')
      return ['would', "'d", 'i', 'we'].includes(clause.words[i - 1]?.lemma ?? '');
    if (w.pos !== 'VERB' && w.pos !== 'AUX' && w.lemma !== 'rather') return false;
    // "I want to feel calmer" wishes for an outcome, not for a way of working.
    // ("I don't want to be told what to do" is about the therapist: 'be' before a verb.)
    const [to, verb, after] = [next, clause.words[i + 2], clause.words[i + 3]];
    const outcome =
      to === 'to' &&
      (verb?.lemma === 'feel' ||
        (verb?.lemma === 'be' && after !== undefined && after.pos !== 'VERB'));
    return wishVerbs.has(w.lemma) && !outcome;
  });
}

const people = peopleNouns;

/**
 * Is the clause about someone else? The scope's person, or (adapter for what it reads as the
 * speaker) "my sister…", "our son…" before the first verb.
 */
export function aboutOthers(clause: Clause): boolean {
  if (clause.person === 'others') return true;
  for (const [i, w] of clause.words.entries()) {
    if (w.pos === 'VERB' || (w.pos === 'AUX' && i > 0 && !w.normal.startsWith("'"))) break;
    const n = w.normal.toLowerCase();
    if (n === 'i' || n === 'we') return false;
    if (people.has(n) && ['my', 'our'].includes(clause.words[i - 1]?.normal.toLowerCase() ?? ''))
      return true;
  }
  return false;
}

/** "My friend's dad died": the loss is someone else's (a person's person before the verb). */
export function someoneElses(clause: Clause): boolean {
  for (const [i, w] of clause.words.entries()) {
    if (w.pos === 'VERB') break;
    const prev = clause.words[i - 1]?.normal.toLowerCase() ?? '';
    if (
      w.normal === "'s" &&
      people.has(prev) &&
      people.has(clause.words[i + 1]?.normal.toLowerCase() ?? '')
    )
      return true;
  }
  return false;
}
