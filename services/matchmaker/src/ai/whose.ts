import type { Clause, Sentence, Word } from '@rapport/language';
import { goingWords } from './topics';

/**
 * Whose difficulty a topic word names, read from the words around it: a topic can be the
 * subject matter of something they watched or study ("a documentary about trauma"), a worry
 * about someone else ("I'm worried about my daughter": her trouble, and a relationship of
 * theirs, not their anxiety), a passing nerve ("a bit nervous about today"), or someone else's
 * loss ("my friend lost her dad"). None of these answers a question about their own life.
 */

/** People of someone's life, as nouns (lemmas and plurals). */
export const peopleNouns = new Set(
  (
    'sister brother mum mom mother dad father parent parents partner husband wife boyfriend ' +
    'girlfriend son daughter kid kids children child friend friends boss manager colleague ' +
    'family ex cousin aunt uncle nan gran grandma grandad grandmother grandfather niece nephew ' +
    'neighbour neighbor mate flatmate housemate roommate coworker co-worker team teenager baby ' +
    'staff patients clients students pupils customers residents'
  ).split(' '),
);
const personPronouns = new Set(['him', 'her', 'them', 'he', 'she', 'they']);
const possessives = new Set(['my', 'our', 'his', 'her', 'their', 'the']);

/** Things made or studied about a topic: 'a book about grief', 'a talk on burnout'. */
const mediaNouns = new Set(
  (
    'documentary film movie book novel memoir biography autobiography podcast article show series ' +
    'programme program video episode talk lecture course degree dissertation thesis essay paper ' +
    'module class seminar workshop research study report story blog post training'
  ).split(' '),
);
/** Verbs of studying or reading about a topic: 'I'm studying trauma', 'reading about grief'. */
const studyVerbs = new Set(['study', 'research', 'teach', 'read', 'learn', 'write', 'lecture']);

const low = (w: Word | undefined) => (w ? w.normal.toLowerCase() : '');
const isNoun = (w: Word | undefined) => w?.pos === 'NOUN' || w?.pos === 'PROPN';
const modifier = (w: Word | undefined) =>
  w !== undefined && ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(w.pos);

/**
 * Is the topic word at `at` the subject matter of something made or studied, rather than
 * something in their life? 'my' before it makes it theirs ("a book about my grief").
 */
export function subjectMatter(sentence: Sentence, at: number): boolean {
  const words = sentence.words;
  // 'abuse cases', 'grief books': the term names what the stories or books are about.
  const next = words[at + 1];
  if (isNoun(next) && (mediaNouns.has(next!.lemma) || ['case', 'story'].includes(next!.lemma)))
    return true;
  if (hearsay(words, at)) return true;
  let i = at - 1;
  // The noun phrase the term heads: 'childhood trauma', 'workplace burnout'; and the phrases it
  // is listed with ('writes about trauma and nightmares').
  const back = () => {
    while (i >= 0 && modifier(words[i]) && !['my', 'our'].includes(low(words[i]))) i -= 1;
  };
  back();
  while (['and', 'or'].includes(low(words[i])) && isNoun(words[i - 1])) {
    i -= 1;
    back();
  }
  if (['my', 'our'].includes(low(words[i]))) return false;
  const prep = low(words[i]);
  if ((prep === 'about' || prep === 'on' || prep === 'into') && aboutMade(words, i)) return true;
  // 'I'm studying trauma': the term is the object of a verb of study.
  const verb = words[i];
  if (verb?.pos === 'VERB' && ['study', 'research', 'teach'].includes(verb.lemma)) return true;
  // "A novel about a widow who moves to Cornwall after her husband dies": the story told, up to
  // the first word of the speaker's own.
  // ("I watched that film last night, the one where the dad dies": 'where' after the thing made.)
  for (let k = at - 1; k > 0; k -= 1) {
    if (firstPerson.test(low(words[k]))) return false;
    if (low(words[k]) === 'about' && aboutMade(words, k)) return true;
    if (low(words[k]) === 'where' && words.slice(0, k).some(isMedia)) return true;
  }
  return false;
}

const isMedia = (w: Word) => isNoun(w) && mediaNouns.has(w.lemma || low(w));

/** The 'about' (or 'on', 'into') at `i` follows something made or studied: 'a film about'. */
function aboutMade(words: readonly Word[], i: number): boolean {
  // 'podcasts about', 'a lot of podcasts about', 'reading about', 'reading up on'.
  let j = i - 1;
  if (low(words[j]) === 'up') j -= 1;
  // 'a documentary last night about …': a time phrase may stand between.
  while (j > 0 && timeWords.has(low(words[j]))) j -= 1;
  const head = words[j];
  if (!head) return false;
  return isMedia(head) || (head.pos === 'VERB' && studyVerbs.has(head.lemma));
}

const timeWords = new Set([
  'last',
  'night',
  'yesterday',
  'recently',
  'the',
  'other',
  'day',
  'this',
  'morning',
  'week',
  'once',
  'at',
  'minute',
  'moment',
  'month',
  'year',
  'weekend',
]);

/** Verbs of meeting a topic in one's job: 'I deal with grief all day at work'. */
const jobVerbs = new Set(['deal', 'see', 'treat', 'handle', 'support', 'nurse']);
/** Words that place a sentence in the speaker's job. */
const onTheJob =
  /\b(all day|every day|at work|for a living|in my job|part of the job|at the hospital|on shift|on the ward|my patients|my clients|my students)\b|\bi'?m an? (nurse|doctor|paramedic|teacher|carer|social worker|police officer|firefighter|counsell?or|therapist|midwife|gp|vet|chaplain|funeral director)\b/;

/**
 * "I'm a nurse, so I deal with grief and loss all day at work": a topic met in one's job is its
 * subject matter, not a difficulty of their own life.
 */
export function metInJob(sentence: Sentence, at: number): boolean {
  const words = sentence.words;
  if (!onTheJob.test(sentence.text.toLowerCase())) return false;
  // A topic after the verb of meeting it, with nothing of their own ('my') in between.
  for (let i = at - 1; i >= 0; i -= 1) {
    const w = words[i];
    if (!w) break;
    if (['my', 'our'].includes(low(w)) && i >= at - 2) return false;
    if (w.pos === 'VERB' && jobVerbs.has(w.lemma)) return true;
  }
  return false;
}

/** "I read somewhere that depression is common in men": something heard, not said of themselves. */
function hearsay(words: Word[], at: number): boolean {
  const from = words.findIndex(
    (w, i) =>
      i < at &&
      ['read', 'hear', 'learn', 'see'].includes(w.lemma) &&
      ['somewhere', 'online', 'that'].includes(low(words[i + 1])),
  );
  if (from < 0) return false;
  return !words.slice(from + 2, at).some((w) => /^(i|i'm|i've|me|my)$/.test(low(w)));
}

/** What others do that leaves the speaker behind, though the sentence names no "me". */
const leftSpeaker =
  /\b(drift(ed|ing)?|moved|grown|grew) (away|apart|off)\b|\bstopped (calling|texting|inviting|asking|coming round)\b|\bghosted\b/;

/**
 * "My mate's going through a divorce", "her husband left her": a relationship of someone
 * else's. A couple word after 'his/her/their', or in a clause about another person in which the
 * speaker does not appear ("my husband drinks" stays theirs: it is their husband).
 */
export function othersRelationship(
  sentence: Sentence,
  clause: Clause | undefined,
  at: number,
  aboutOthers: boolean,
): boolean {
  const before = low(sentence.words[at - 1]);
  if (['his', 'her', 'their'].includes(before)) return true;
  if (['my', 'our'].includes(before) || !clause || !aboutOthers) return false;
  // "My friends have drifted away": away from them, a relationship of their own.
  if (leftSpeaker.test(clause.text.toLowerCase())) return false;
  // "Me and my husband hardly say a word to each other": the speaker is one of the two.
  if (/\b(me|i) and (my|the|our)\b/.test(sentence.text.toLowerCase())) return false;
  return !clause.words.some((w, i) => i > 0 && firstPerson.test(low(w)) && low(w) !== 'my');
}

const concernWords = new Set([
  'worry',
  'worried',
  'worrying',
  'anxious',
  'scared',
  'afraid',
  'nervous',
  'stressed',
  'concerned',
  'fear',
]);

/**
 * "I'm worried (sick) about my son", "I worry for her": a worry whose object is a person is
 * about that person's trouble. It tells how a relationship is going, not how anxious they are.
 */
export function concernForOthers(sentence: Sentence, at: number): boolean {
  const words = sentence.words;
  if (!concernWords.has(words[at]?.lemma ?? '') && !concernWords.has(low(words[at]))) return false;
  let i = at + 1;
  // 'worried sick about', 'worried so much about', 'worry a lot about'.
  for (let skip = 0; skip < 3 && !['about', 'for'].includes(low(words[i])); skip += 1) i += 1;
  if (!['about', 'for'].includes(low(words[i]))) return false;
  let k = i + 1;
  if (personPronouns.has(low(words[k]))) {
    // 'about her' vs 'about her health': a pronoun followed by a noun is a possessive.
    return !isNoun(words[k + 1]);
  }
  if (possessives.has(low(words[k]))) k += 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  return peopleNouns.has(words[k]?.lemma ?? '') || peopleNouns.has(low(words[k]));
}

const degreeWords = new Set(['bit', 'little', 'slightly', 'tad', 'touch']);
/** Said of how things go, not of one moment: 'always', 'every day', 'these days', 'for months'. */
const habitual =
  /\b(always|constantly|all the time|every (day|night|morning|week)|most (days|nights)|these days|lately|recently|for (weeks|months|years)|since|anymore|keep( on)? \w+ing|often|usually)\b/;
/** What a worry is about, when it is one event to come: "…I'll miss my bus", "…that it might rain". */
const oneEvent =
  /^(that )?(i|it|we|they|he|she)(['’]ll| will| might| may| won['’]t| won't| am going to| ['’]m going to|['’]m going to| is going to|['’]s going to)\b/;
const occasion = /\b(today|this|here|coming|meeting you|the session|right now)\b/;

/**
 * A passing nerve: "I'm a bit nervous, to be honest", "a little nervous about today". Worry
 * in their day-to-day life is said with how often or how long ('always', 'these days').
 */
export function momentary(sentence: Sentence, at: number): boolean {
  const words = sentence.words;
  // Only the stretch holding the word: "…miss my bus, how long does this usually take?".
  let from = at;
  while (from > 0 && !words[from]?.pause) from -= 1;
  let to = at + 1;
  while (to < words.length && !words[to]?.pause) to += 1;
  const lower = words
    .slice(from, to)
    .map((w) => w.text.toLowerCase())
    .join(' ');
  if (habitual.test(lower)) return false;
  const before = [low(words[at - 1]), low(words[at - 2])];
  if (before.some((w) => degreeWords.has(w))) return true;
  const after = words
    .slice(at + 1, at + 4)
    .map(low)
    .join(' ');
  if (/^(about|for) /.test(after) && occasion.test(after)) return true;
  // "I've never done this before, therapy I mean, and I'm nervous about it".
  if (
    /^about it\b/.test(after) &&
    /\b(therapy|this|session|call)\b/.test(sentence.text.toLowerCase())
  )
    return true;
  // "I'm worried I'll miss my bus": a worry that one thing will happen, said once.
  return oneEvent.test(
    words
      .slice(at + 1, at + 6)
      .map((w) => w.text.toLowerCase())
      .join(' ')
      .replace(/\s+(?=['’])/g, ''),
  );
}

const bereavedWords = new Set(['grief', 'grieve', 'grieving', 'mourn', 'mourning', 'bereaved']);

/**
 * Someone else's loss: "my friend lost her dad", "my friend is grieving" (the person before
 * the verb is the bereaved one; "my mum died" is their own loss and is not caught here), and
 * anyone's who loses 'his', 'her' or 'their' person.
 */
export function othersLoss(clause: Clause, aboutOthers: boolean): boolean {
  return clause.words.some((w, i) => {
    if (aboutOthers && bereavedWords.has(w.lemma)) return true;
    if (w.lemma !== 'lose') return false;
    // ("A film about a guy who loses his wife": whoever loses 'his' wife, it is not the speaker.)
    const next = low(clause.words[i + 1]);
    return ['his', 'her', 'their'].includes(next);
  });
}

const reporting = new Set(['say', 'think', 'tell', 'reckon', 'call']);

/**
 * "My friends say I'm too hard on myself": a state reported by others, said of the speaker.
 * True when a reporting verb comes before the word and 'I' or 'me' between them.
 */
export function reportedOfSelf(clause: Clause, at: number): boolean {
  const verb = clause.words.findIndex((w) => w.index < at && reporting.has(w.lemma));
  if (verb < 0) return false;
  return clause.words
    .filter((w) => w.index > clause.words[verb]!.index && w.index <= at)
    .some((w) => /^(i|i'm|me|myself)$/.test(low(w)));
}

/**
 * "My colleague keeps calling her office traumatic": another person's word for something of
 * theirs, in a clause about them, with no 'I' or 'me' between (see `reportedOfSelf`).
 */
export function reportedOfOthers(clause: Clause, at: number, aboutOthers: boolean): boolean {
  if (!aboutOthers || reportedOfSelf(clause, at)) return false;
  return clause.words.some((w) => w.index < at && reporting.has(w.lemma));
}

const subordinators = new Set(['when', 'since', 'after', 'before', 'while', 'because']);
const firstPerson = /^(i|i'm|i've|i'd|i'll|me|my|myself|we|us|our|we're|we've)$/;
const people = (c: Clause) =>
  c.person === 'others' ||
  c.person === 'we' ||
  c.words.some(
    (w) => personPronouns.has(low(w)) || peopleNouns.has(w.lemma) || ['us', 'me'].includes(low(w)),
  );

/**
 * Does the sentence say how things go with a person or a job it names in passing? In the
 * clause that names them ("my son barely speaks to me"), or in another clause about people
 * ("…and he just sits there"); not in a clause about something else ("Please no homework, I get
 * enough of that from my kids' school"), and not in a story about others among themselves ("when
 * my parents split"), unless it is about their partner.
 */
export function saysHowItGoes(
  clauses: readonly Clause[],
  at: Clause | undefined,
  going: (c: Clause) => boolean,
  couple: boolean,
): boolean {
  const theirs = (c: Clause) => {
    // (Of a partner, another clause says how things go when it is about the two of them or says
    // what the partner is like: "he never listens to me", "she's amazing"; not "it did him the
    // world of good", nor "he doesn't like driving in the dark".)
    if (couple)
      return (
        c === at ||
        c.words.some(
          (w, i) =>
            (firstPerson.test(low(w)) && low(c.words[i + 1]) !== 'mean') || low(w) === 'each',
        ) ||
        c.words.some(
          (w) =>
            (goingWords.has(w.lemma) || goingWords.has(low(w))) &&
            (w.pos === 'ADJ' || !['good', 'fine', 'like'].includes(w.lemma)),
        )
      );
    // "…when my parents split": the part after a subordinator is a story of its own.
    const sub = c.words.findLastIndex((w) => subordinators.has(low(w)));
    const part = sub > 0 ? c.words.slice(sub) : c.words;
    const person = sub > 0 ? 'others' : c.person;
    return (
      person !== 'others' ||
      part.some((w, i) => i > 0 && firstPerson.test(low(w)) && low(w) !== 'my') ||
      leftSpeaker.test(c.text.toLowerCase())
    );
  };
  if (at && going(at)) return theirs(at);
  // "My partner | and I argue a lot": a clause of a bare noun phrase goes on in the next.
  const bare = at !== undefined && !at.words.some((w) => w.pos === 'VERB' || w.pos === 'AUX');
  const continues = (c: Clause) => bare && c.index === at.index + 1;
  return clauses.some(
    (c) => c !== at && going(c) && (continues(c) || people(c)) && (continues(c) || theirs(c)),
  );
}

const deathWords = new Set(['die', 'death', 'dying', 'dead']);

/**
 * A death is a loss when it is someone's: "my dad died", "since his death", "since Mum died";
 * "I'm around death all day" at a hospice names none.
 */
export function deathOfNoOne(clause: Clause | undefined, sentence: Sentence, at: number): boolean {
  const word = sentence.words[at];
  if (!clause || !word || !deathWords.has(word.lemma || low(word))) return false;
  return !clause.words.some(
    (w) =>
      (w.pos === 'PROPN' && !/^i'/.test(low(w))) ||
      peopleNouns.has(w.lemma) ||
      ['he', 'she', 'they', 'him', 'her', 'his', 'them', 'their', 'we', 'us', 'our'].includes(
        low(w),
      ),
  );
}
