import type { Clause, Word } from '@rapport/language';
import { peopleNouns } from './whose';

/**
 * When words about how therapy should go are a preference: a telling word said in a clause that
 * states a wish ("I want…", "someone who…", "rather than…", "please…") or judges what helped.
 * The confidence of a dimension is the weight of its words plus the frame's. Without a frame it
 * stays below PREFERENCE_CONFIDENCE however many words there are: words alone ("I grew up with my
 * mum") are no preference.
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
  'slowly',
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
  'this week',
  'next week',
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

/**
 * Verbs of a change in their own life: "I want to stop crying", "I need to calm down", "I wish I
 * could get better". A wish for such a change is a goal, not a way of working in therapy.
 */
export const outcomeVerbs = new Set([
  'feel',
  'stay',
  'remain',
  'become',
  'stop',
  'quit',
  'calm',
  'relax',
  'cope',
  'manage',
  'sleep',
  'enjoy',
  'live',
  'survive',
  'function',
  'breathe',
  'smile',
  'recover',
  'heal',
  'forget',
]);
/**
 * "get better", "get over it", "get back to normal", "get out of bed", "get on with my life",
 * "get through the day" (the reader spells 'through' as 'thru').
 */
const outcomeGet = new Set(['better', 'over', 'back', 'out', 'on', 'through', 'thru', 'rid']);

/**
 * Is the wish at `i` (want, need, wish…) one for a change in their own life? "I want to stop
 * crying", "I want to feel calmer", "I want to be happy", "I wish I could get on with my life",
 * "I need help to calm down" ("I don't want to be told what to do" is about the therapist:
 * 'be' before a verb).
 */
function wishesOutcome(words: Clause['words'], i: number): boolean {
  let k = i + 1;
  const low = (j: number) => words[j]?.normal.toLowerCase() ?? '';
  // "I need help to…", "I wish I could…", "I'd love to be able to…".
  if (low(k) === 'help' && low(k + 1) === 'to') k += 1;
  // Who the wish is for: themselves, or the people named before 'to' ("I want them to be gentle"
  // asks something of the therapist, "I want to be happy" does not).
  let forOthers = false;
  if (low(k) === 'i' && ['could', 'can', 'would', 'was', 'were', 'had'].includes(low(k + 1)))
    k += 2;
  else {
    forOthers = low(k) !== 'to';
    // "I'd like my husband and me to stop shouting": past the people the wish is for.
    let to = k;
    while (to < k + 6 && words[to] && low(to) !== 'to' && !['VERB', 'AUX'].includes(words[to]!.pos))
      to += 1;
    if (low(to) !== 'to') return false;
    k = to + 1;
  }
  // "to just stop", "could finally sleep".
  while (words[k]?.pos === 'ADV') k += 1;
  if (low(k) === 'be' && low(k + 1) === 'able' && low(k + 2) === 'to') k += 3;
  while (words[k]?.pos === 'ADV') k += 1;
  const verb = words[k];
  if (!verb) return false;
  if (verb.lemma === 'be')
    return !forOthers && words[k + 1] !== undefined && words[k + 1]!.pos !== 'VERB';
  if (verb.lemma === 'get') return outcomeGet.has(low(k + 1));
  return outcomeVerbs.has(verb.lemma) || outcomeVerbs.has(low(k));
}

/**
 * Does the dimension word at `at` name a state of their own life rather than a way of working:
 * "stop shouting", "stay calm", "calm down", "feel calmer"? Such a word is no preference, even
 * in a sentence that states one.
 */
export function describesState(words: readonly Word[], at: number): boolean {
  const word = words[at];
  if (!word) return false;
  if (word.pos === 'VERB' && outcomeVerbs.has(word.lemma)) return true;
  // "falling apart", "get through the day", "get back on my feet": how their life goes.
  if (word.lemma === 'fall' && words[at + 1]?.normal.toLowerCase() === 'apart') return true;
  if (word.lemma === 'get' && outcomeGet.has(words[at + 1]?.normal.toLowerCase() ?? ''))
    return true;
  let k = at - 1;
  while (k >= 0 && ['ADV', 'PART'].includes(words[k]!.pos)) k -= 1;
  const head = words[k];
  return head !== undefined && head.pos !== 'NOUN' && outcomeVerbs.has(head.lemma);
}

/** Verbs that judge: "I hate homework" is a preference, "I hate how I shout at him" is not. */
const judgingVerbs = new Set(['hate', 'love', 'mind', 'stand']);

/**
 * "I hate how I shout", "I hate myself", "I love him": a judgment of themselves or of a
 * person in their life, not of a way of working.
 */
function judgesSelfOrPerson(words: Clause['words'], i: number): boolean {
  const next = words[i + 1]?.normal.toLowerCase() ?? '';
  const after = words[i + 2]?.normal.toLowerCase() ?? '';
  if (['myself', 'me', 'him', 'her', 'them', 'us', 'it'].includes(next)) return true;
  if (['how', 'that', 'when', 'what', 'the way'].includes(next))
    return ['i', "i'm", 'i’m', 'my', 'we', 'he', 'she', 'they'].includes(after);
  return next === 'my' && peopleNouns.has(after);
}

/** Adverbs that may stand inside a wish: "I'd actually like", "I'd really like". */
const wishAdverbs = new Set([
  'actually',
  'really',
  'just',
  'honestly',
  'also',
  'genuinely',
  'much',
]);

/** People whose wishes for the speaker are theirs: "my doctor wants me doing ten thousand steps". */
const wishers = new Set([...peopleNouns, 'doctor', 'gp', 'nurse', 'consultant']);

/**
 * The wish at `i` is someone else's, not a therapist's: its subject, just before it (past an
 * adverb), is a person of their life ("my wife wants me to…", "my GP really wants me…"). ('She
 * wanted me to…' may be a therapist they had, which is their experience of help.)
 */
function othersWish(words: Clause['words'], i: number): boolean {
  let s = i - 1;
  while (s > 0 && ['ADV', 'AUX', 'PART'].includes(words[s]?.pos ?? '')) s -= 1;
  const subject = words[s];
  return subject !== undefined && wishers.has(subject.normal.toLowerCase());
}

/** Does the clause say what they want, or what helped or did not? */
export function isPreference(clause: Clause): boolean {
  if (clause.person === 'therapist') return true;
  return clause.words.some((w, i) => {
    const n = w.normal.toLowerCase();
    if (n === 'please' || therapistNouns.has(n)) return true;
    const next = clause.words[i + 1]?.normal.toLowerCase() ?? '';
    if ((n === 'someone' || n === 'somebody') && ['who', 'to', 'that', "who'll"].includes(next))
      return true;
    // "I'd like…", "I'd actually like…" (the model may not tag this 'like' as a verb).
    if (w.lemma === 'like' || n === 'like') {
      const before = wishAdverbs.has(clause.words[i - 1]?.lemma ?? '') ? i - 2 : i - 1;
      return (
        ['would', "'d", 'i', 'we'].includes(clause.words[before]?.lemma ?? '') &&
        !wishesOutcome(clause.words, i)
      );
    }
    if (w.pos !== 'VERB' && w.pos !== 'AUX' && w.lemma !== 'rather') return false;
    if (!wishVerbs.has(w.lemma)) return false;
    if (othersWish(clause.words, i)) return false;
    if (judgingVerbs.has(w.lemma) && judgesSelfOrPerson(clause.words, i)) return false;
    return !wishesOutcome(clause.words, i);
  });
}

const people = peopleNouns;

/**
 * Is the clause about someone else? The scope's person, or (adapter for what it reads as the
 * speaker) "my sister…", "our son…" before the first verb.
 */
export function aboutOthers(clause: Clause): boolean {
  if (clause.person === 'others') return true;
  // An opening participle sets the scene ("Growing up, my dad drank", "Looking back, …"): the
  // clause's subject comes after it.
  let scene = 0;
  const participle = (w: Word | undefined) =>
    w !== undefined && w.pos === 'VERB' && /ing$/.test(w.normal.toLowerCase());
  while (scene < 2 && participle(clause.words[scene])) scene += 1;
  if (scene > 0 && ['up', 'back'].includes(clause.words[scene]?.normal.toLowerCase() ?? ''))
    scene += 1;
  for (const [i, w] of clause.words.entries()) {
    if (i < scene) continue;
    if (w.pos === 'VERB' || (w.pos === 'AUX' && i > 0 && !w.normal.startsWith("'"))) break;
    const n = w.normal.toLowerCase();
    // "I'm grieving my brother": the speaker ('I', also read as one word with its verb) first.
    if (/^(i|we)(['’](m|ve|d|ll|re))?$/.test(n)) return false;
    // ("Me and my husband hardly talk": the speaker among them.)
    if (n === 'me' && clause.words[i + 1]?.normal.toLowerCase() === 'and') return false;
    // "Everyone went into a panic": the crowd's doing, not theirs.
    if (/^(everyone|everybody)$/.test(n)) return true;
    // "The whole team's been in mourning since the canteen stopped doing fish".
    if (
      clause.words[i - 2]?.normal.toLowerCase() === 'the' &&
      clause.words[i - 1]?.normal.toLowerCase() === 'whole' &&
      /^(team|office|department|class|street|village|town|family|school)$/.test(n)
    )
      return true;
    // ("My best mate went to therapy": a describing word may stand between.)
    let owner = i - 1;
    // (Or a noun before it: "our rescue dog".)
    while (owner > 0 && ['ADJ', 'NOUN'].includes(clause.words[owner]?.pos ?? '')) owner -= 1;
    if (
      (people.has(n) || pets.has(n)) &&
      ['my', 'our'].includes(clause.words[owner]?.normal.toLowerCase() ?? '')
    )
      return true;
  }
  return false;
}

/** Animals someone keeps: "my grandad's dog passed away" is his loss. */
const pets = new Set([
  'dog',
  'cat',
  'puppy',
  'kitten',
  'horse',
  'pony',
  'rabbit',
  'hamster',
  'budgie',
]);

/**
 * "My friend's dad died": the loss is someone else's (a person's person, or pet, before the
 * verb).
 */
export function someoneElses(clause: Clause): boolean {
  for (const [i, w] of clause.words.entries()) {
    if (w.pos === 'VERB') break;
    const prev = clause.words[i - 1]?.normal.toLowerCase() ?? '';
    const next = clause.words[i + 1]?.normal.toLowerCase() ?? '';
    if (w.normal === "'s" && people.has(prev) && (people.has(next) || pets.has(next))) return true;
  }
  return false;
}
