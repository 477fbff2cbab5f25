import type { Sentence, Word } from '@rapport/language';

/**
 * Real noun phrases of an expert's sentence, read from wink-nlp's parts of speech, to name a
 * topic in a question or an insight. The chunker of `@rapport/language` takes up to two nouns
 * in a row, so "Many partners repeat patterns" gives 'many partners repeat' (the model tags
 * 'repeat' a noun); a topic must never be such a fragment.
 */

/** Quantifiers and determiners that are not part of the topic ('many partners' → 'partners'). */
const leading = new Set([
  'many',
  'most',
  'some',
  'several',
  'few',
  'all',
  'other',
  'more',
  'much',
  'such',
  'same',
  'every',
  'each',
  'any',
  'new',
  'own',
  'last',
  'first',
  'next',
  'previous',
]);

/** Words that name the people in the room, or are too general to be a topic. */
const notTopics = new Set([
  'client',
  'clients',
  'therapist',
  'therapists',
  'counsellor',
  'counselor',
  'people',
  'person',
  'someone',
  'everyone',
  'anyone',
  'partner',
  'partners',
  'adult',
  'adults',
  'man',
  'men',
  'woman',
  'women',
  'parent',
  'parents',
  'mother',
  'mothers',
  'father',
  'child',
  'children',
  'teenager',
  'teenagers',
  'student',
  'students',
  'therapy',
  'session',
  'sessions',
  'thing',
  'things',
  'way',
  'lot',
  'time',
  'times',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'day',
  'days',
  'work',
  'kind',
  'bit',
  'part',
  'question',
  'questions',
  'test',
  'moment',
  'point',
  'room',
  'paper',
]);

/** General words of a note that name no topic on their own: "With present, …", "With story, …". */
const generalWords = new Set([
  'present',
  'past',
  'future',
  'pace',
  'half',
  'story',
  'topic',
  'experience',
  // The therapist's way of working, not what the note is about ("open up about stance").
  'stance',
  'approach',
  'style',
  'tone',
]);

/** Words that name a topic only with another ("eating disorders"): "With disorders, …" names none. */
const vague = new Set(['disorder', 'disorders', 'issue', 'issues', 'problem', 'problems']);

/** Heads naming people ('perfectionists', 'survivors', 'couples'), not a topic to ask about. */
const aboutPeople =
  /^(?:\w+ists?|couples?|survivors?|managers?|workers?|widowers?|widows?|teens?|kids?|famil(?:y|ies)|friends?|colleagues?|mums?|moms?|dads?|toddlers?|patients?|referee)$/;

const objectLike = new Set([
  'everything',
  'something',
  'nothing',
  'anything',
  'everyone',
  'them',
  'the',
  'a',
  'an',
  'their',
  'his',
  'her',
  'our',
  'my',
  'your',
  'it',
]);

const objectPronouns = new Set(['me', 'us', 'him', 'her', 'them', 'you', 'it']);
/** A plural noun, not 'anxious', 'analysis', 'focus', 'stress'. */
const plural = (w: string) => /[^siu]s$/.test(w);
const isNoun = (w: Word | undefined) => w?.pos === 'NOUN' || w?.pos === 'PROPN';

/**
 * The noun phrases of a sentence: optional adjectives, then nouns, cut where the model likely
 * read a verb as a noun (a plural noun followed by another noun: 'partners repeat'), and never
 * a word standing before an object pronoun ('Test me' is an imperative).
 */
export function nounPhrasesOf(sentence: Sentence): string[] {
  const words = sentence.words;
  const phrases: string[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    let cutAt = -1;
    // (A phrase never runs over a pause: "people with chronic tinnitus, digging into …".)
    const joined = (k: number) => k === start || !words[k]?.pause;
    while (words[i]?.pos === 'ADJ' && joined(i)) i += 1;
    const nounStart = i;
    while (isNoun(words[i]) && joined(i)) {
      i += 1;
      // 'partners repeat patterns': a plural noun rarely modifies the next one in English.
      const here = words[i - 1];
      // "the therapist comments on…": after a word for a person, an '-s' word is its verb.
      const following = words[i];
      if (here && notTopics.has(here.normal) && following && plural(following.normal)) {
        cutAt = i;
        break;
      }
      if (here && plural(here.normal) && isNoun(words[i])) {
        cutAt = i;
        break;
      }
    }
    if (i === nounStart) {
      i = Math.max(i, start + 1);
      continue;
    }
    let next = words[i];
    // "Childhood trauma shapes everything": a final '-s' noun before an object is a verb.
    const last = words[i - 1];
    if (
      i - nounStart >= 2 &&
      last &&
      plural(last.normal) &&
      next &&
      (['DET', 'PRON'].includes(next.pos) || objectLike.has(next.normal))
    ) {
      i -= 1;
      next = words[i];
      cutAt = i;
    }
    const chunk = words.slice(start, i);
    // "people who hoard pick …": a lone word right after 'who' is its verb.
    if (nounStart === start && i - start === 1 && words[start - 1]?.normal === 'who') continue;
    // A sentence-initial "noun" followed by an object pronoun is a verb: "Test me early on".
    if (start === 0 && next && objectPronouns.has(next.normal)) continue;
    const kept = chunk
      .map((w) => w.normal)
      .filter((w, k) => !(k === 0 && leading.has(w)))
      .filter((w) => /^[a-z][a-z'-]*$/.test(w));
    // Also drop a leading quantifier the model tagged as an adjective in the middle.
    while (kept.length > 0 && leading.has(kept[0] ?? '')) kept.shift();
    // The word after a cut was the verb the model read as a noun: it starts no phrase.
    if (cutAt >= 0) i = cutAt + 1;
    if (kept.length === 0) continue;
    phrases.push(kept.join(' '));
  }
  return phrases;
}

/** A phrase fit to name a topic: not the people in the room, not a lone general word. */
export function isTopicPhrase(phrase: string): boolean {
  const parts = phrase.split(' ');
  const head = parts[parts.length - 1] ?? '';
  // ("With supervisor, clients …": one person of the story is no topic.)
  const onePerson = peopleInOr.test(head) && !head.endsWith('s');
  if (notTopics.has(head) || aboutPeople.test(head) || onePerson) return false;
  if (parts.length === 1 && (head.length < 4 || vague.has(head) || generalWords.has(head))) {
    return false;
  }
  return parts.length <= 3;
}

/** Topic phrases of the sentences, in order of first appearance, each once. */
export function topicPhrases(
  sentences: readonly Sentence[],
): { phrase: string; sentence: number }[] {
  const seen = new Set<string>();
  const out: { phrase: string; sentence: number }[] = [];
  for (const s of sentences) {
    for (const phrase of nounPhrasesOf(s)) {
      if (!isTopicPhrase(phrase) || seen.has(phrase)) continue;
      seen.add(phrase);
      out.push({ phrase, sentence: s.index });
    }
  }
  return out;
}

/** Plural words for people that no suffix gives away. */
const peopleWords = new Set([
  'men',
  'women',
  'children',
  'people',
  'folk',
  'folks',
  'couples',
  'teens',
  'kids',
  'dads',
  'mums',
  'moms',
  'parents',
  'students',
  'residents',
  'patients',
  'adolescents',
  'immigrants',
  'migrants',
  'executives',
  'relatives',
  'veterans',
  'adults',
  'clients',
  'families',
  'widows',
  'twins',
  'nuns',
  'monks',
  'athletes',
  'refugees',
  'adoptees',
  'carers',
  'caregivers',
  'partners',
  'spouses',
  'addicts',
  'youths',
]);
/** Agent nouns: 'gamblers', 'retirees', 'perfectionists', 'musicians', 'alcoholics'. */
const agentNoun = /(?:ers|ees|ists|ians|ics)$/;
/** '-or' words for people ('metaphors', 'doors' and 'factors' are none). */
const peopleInOr =
  /^(?:survivor|supervisor|counsel+or|doctor|actor|sailor|investor|visitor|mentor|tutor|donor|operator|perpetrator|director|editor|professor|inspector|contractor|creditor|debtor|senator|investigator|instructor|conductor|collector|ancestor|competitor|predecessor|successor|sponsor|author|inventor|janitor|auditor|solicitor|warrior)s?$/;
/** Words with those endings that name no people. */
const notPeople = new Set([
  'disorders',
  'triggers',
  'matters',
  'others',
  'answers',
  'layers',
  'papers',
  'numbers',
  'orders',
  'borders',
  'powers',
  'letters',
  'chapters',
  'barriers',
  'centers',
  'centres',
  'factors',
  'errors',
  'behaviors',
  'behaviours',
  'stressors',
  'indicators',
  'hours',
  'offers',
  'flowers',
  'fees',
  'degrees',
  'topics',
  'basics',
  'dynamics',
  'politics',
  'tactics',
  'ethics',
  'logistics',
  'specifics',
  'mechanics',
  'statistics',
  'lists',
  'twists',
]);
/** The people in the room, too general to name a group on their own. */
const generalPeople = new Set([
  'clients',
  'people',
  'adults',
  'patients',
  'folks',
  'folk',
  'men',
  'women',
  'children',
  'kids',
]);

const isPeople = (w: string) =>
  peopleWords.has(w) ||
  peopleInOr.test(w) ||
  (agentNoun.test(w) && !notPeople.has(w) && w.length > 5);

/** Verbs the tagger reads as nouns after a group: "Clients with borderline patterns need …". */
const groupVerbs = new Set(['need', 'needs', 'want', 'wants', 'respond', 'benefit', 'tend', 'do']);

/**
 * A word of a group's name: an adjective or a noun; a participle before one ("widowed older
 * people"); an adverb before a participle or adjective ("recently widowed").
 */
const groupWord = (w: Word | undefined, next: Word | undefined) =>
  !!w &&
  /^[a-z][a-z'-]*$/i.test(w.text) &&
  !groupVerbs.has(w.normal) &&
  (['ADJ', 'NOUN', 'PROPN'].includes(w.pos) ||
    (/ed$/.test(w.normal) && ['ADJ', 'NOUN'].includes(next?.pos ?? '')) ||
    (/ly$/.test(w.normal) && (next?.pos === 'ADJ' || /ed$/.test(next?.normal ?? ''))));

/** Participles that narrow a group: "PhD students stuck on a thesis", "men sent to me". */
const irregularParticiples = new Set([
  'stuck',
  'sent',
  'left',
  'caught',
  'born',
  'torn',
  'kept',
  'told',
  'brought',
  'given',
  'taken',
  'driven',
  'shaken',
  'broken',
  'bound',
  'held',
  'hurt',
  'hit',
  'made',
  'forced',
]);

/** A run of group words from `start`: where it ends. */
function runFrom(words: readonly Word[], start: number): number {
  let i = start;
  // ("burned-out nurses": a word joined by a hyphen belongs to the one before.)
  while (groupWord(words[i], words[i + 1]) || (i > start && words[i]?.hyphen)) i += 1;
  return i;
}

/** A word as a group's name shows it: "PhD", "ICU" and "BPD" keep their capitals. */
const shown = (w: Word) => (/^.+[A-Z]/.test(w.text) ? w.text : w.normal);

/**
 * The group of people a note opens on, when it names one: "Problem gamblers will charm you",
 * "With combat veterans I never push …", "Mothers with postpartum depression need …", "Adult
 * children of alcoholics …". Undefined when the note opens otherwise, names only "clients" or
 * "people", or narrows the group with a clause ("Teens who self-harm …": the clause would be
 * lost).
 */
export function clientGroup(sentences: readonly Sentence[]): string | undefined {
  const words = sentences[0]?.words ?? [];
  const start = ['with', 'for'].includes(words[0]?.normal ?? '') ? 1 : 0;
  // The group ends at its last word for people ("Senior executives respect …": a verb the
  // tagger read as a noun).
  let end = runFrom(words, start);
  while (end > start && !isPeople(words[end - 1]?.normal ?? '')) end -= 1;
  const head = words[end - 1];
  if (end === start || !head) return undefined;
  // "Mothers with postpartum depression", "survivors of childhood abuse".
  const joined = words[end];
  if (joined && ['with', 'of'].includes(joined.normal)) {
    const more = runFrom(words, end + 1);
    if (more > end + 1) end = more;
  }
  const group = words.slice(start, end);
  if (group.length > 6) return undefined;
  // "Teens who self-harm", "Men sent to me for anger", "Couples going through IVF", "Men in
  // their fifties": a clause or phrase that narrows the group would be lost.
  const after = words[end];
  if (after && ['who', 'whose', 'that', 'which', 'whom'].includes(after.normal)) return undefined;
  const participle =
    after?.pos === 'VERB' &&
    (/(?:[^e]ed|ing)$/.test(after.normal) || irregularParticiples.has(after.normal));
  if (after && (after.pos === 'ADP' || participle)) return undefined;
  if (group.length === 1 && generalPeople.has(head.normal)) return undefined;
  return group
    .map((w, k) => (k > 0 && w.hyphen ? `-${shown(w)}` : ` ${shown(w)}`))
    .join('')
    .trim();
}
