import { nounClasses, type NounClass, type Sentence, type Word } from '@rapport/language';

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
  'lots',
  'plenty',
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
      .filter((w) => /^[a-z][a-z'-]*$/.test(w) && !/^i'/.test(w));
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

/** Heads of a concern only with a word before them: "binge eating", "borderline traits". */
const modifiedOnly = new Set([
  'eating',
  'episode',
  'episodes',
  'trait',
  'traits',
  'attack',
  'attacks',
  'disorder',
  'disorders',
  'issues',
  'problems',
  'presentations',
  'transition',
  'transitions',
]);
/**
 * Heads of a concern that WordNet files as an act, an event or an attribute: "domestic abuse",
 * "job loss", "panic attacks", "borderline traits", "compulsive gambling".
 */
const concernHeads = new Set([
  ...modifiedOnly,
  'abuse',
  'violence',
  'assault',
  'bullying',
  'harassment',
  'betrayal',
  'abandonment',
  'neglect',
  'divorce',
  'separation',
  'breakup',
  'infidelity',
  'affair',
  'suicide',
  'binge',
  'bingeing',
  'binging',
  'gambling',
  'hoarding',
  'drinking',
  'procrastination',
  'perfectionism',
  'miscarriage',
  'loss',
  'bereavement',
  'relapse',
  'conflict',
  'unemployment',
  'redundancy',
  'burnout',
  'stress',
  'nerves',
  'worry',
  'worries',
  'confidence',
  'self-esteem',
  'identity',
  'sexuality',
  'attachment',
  'caregiving',
  'discrimination',
  'racism',
  'pain',
  'crisis',
  'infertility',
  'anger',
  'rage',
  'shame',
  'guilt',
  'fear',
  'fears',
  'jealousy',
  'humiliation',
  'panic',
  'trauma',
  'grief',
  'anxiety',
  'depression',
  'self-harm',
  'stammering',
  'stuttering',
  'tinnitus',
  'clutter',
]);
/** What a concern is, as WordNet files its noun: 'insomnia' a state, 'grief' a feeling. */
const concernClasses = new Set<NounClass>(['state', 'feeling']);
/** Names of conditions: 'insomnia', 'psychosis', 'perfectionism', 'loneliness', 'agoraphobia'. */
const conditionName = /(?:ia|osis|ism|ness)$/;

/**
 * A phrase naming a concern an insight can be about: a known concern ("domestic abuse",
 * "pain"), a phrase whose head WordNet files as a state or a feeling ("lifelong insomnia", "exam
 * panic", "chronic pain"), or one word naming a condition ("insomnia"). Not a person ("police
 * officers"), a thing ("staff toilets"), a time ("forties"), an event of the story ("mistake",
 * "excuses", "front") or a lone general state ("lack", "danger", "priorities"): "Clients dealing
 * with excuses …" names none.
 */
export function namesConcern(phrase: string): boolean {
  const words = phrase.split(' ');
  const head = words.at(-1) ?? '';
  if (concernHeads.has(head)) return words.length > 1 || !modifiedOnly.has(head);
  if (isPeople(head)) return false;
  const classes = nounClasses(head);
  if (!classes.slice(0, 2).some((c) => concernClasses.has(c))) return false;
  return words.length > 1 || conditionName.test(head);
}

/** Ways of working a phrase can name that WordNet files as things ('tips', 'steps', 'tools'). */
const practiceHeads = new Set([
  'tips',
  'steps',
  'tools',
  'exercises',
  'worksheets',
  'drills',
  'skills',
  'techniques',
]);
/** What WordNet files as a thing, a place, a time, an amount or people: none is asked about. */
const concreteClasses = new Set<NounClass>([
  'person',
  'group',
  'artifact',
  'location',
  'time',
  'quantity',
  'animal',
  'plant',
  'food',
  'object',
  'body',
  'substance',
  'shape',
  'possession',
  'relation',
]);

/**
 * A phrase a question can ask about: a way of working ("gentle validation", "exposure tasks",
 * "meal plans") or a concern, not people ("asylum seekers" in "How do you feel about asylum
 * seekers in therapy?"), a thing or a place ("staff toilets", "cold dormitories"), nor a verb the
 * tagger read as a noun ("penny drops", "i'm coaching", "pattern lives").
 */
export function askablePhrase(phrase: string): boolean {
  if (/['’]/.test(phrase)) return false;
  const head = phrase.split(' ').at(-1) ?? '';
  if (practiceHeads.has(head) || namesConcern(phrase)) return true;
  if (isPeople(head)) return false;
  const [first, second] = nounClasses(head);
  return !!first && !concreteClasses.has(first) && !(second === undefined && first === 'Tops');
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
  'execs',
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
const groupVerbs = new Set([
  'need',
  'needs',
  'want',
  'wants',
  'respond',
  'benefit',
  'tend',
  'do',
  'like',
  'love',
  'hate',
  'prefer',
  'resist',
  'expect',
  'deserve',
]);

/**
 * A word of a group's name: an adjective or a noun; a participle before one ("widowed older
 * people"); an adverb before a participle or adjective ("recently widowed").
 */
const groupWord = (w: Word | undefined, next: Word | undefined) =>
  !!w &&
  /^[a-z][a-z'-]*$/i.test(w.text) &&
  !/^i['’]/i.test(w.text) &&
  !w.pause &&
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
  'lost',
  'gone',
  'grown',
  'beaten',
]);

/** A run of group words from `start`: where it ends. */
function runFrom(words: readonly Word[], start: number): number {
  let i = start;
  // ("burned-out nurses": a word joined by a hyphen belongs to the one before.)
  const word = (k: number) => (k === start ? { ...words[k]!, pause: false } : words[k]);
  while (
    (words[i] && groupWord(word(i), words[i + 1])) ||
    (i > start && words[i]?.hyphen && !words[i]?.pause)
  )
    i += 1;
  return i;
}

/** A word as a group's name shows it: "PhD", "ICU" and "BPD" keep their capitals. */
const shown = (w: Word) => (/^.+[A-Z]/.test(w.text) ? w.text : w.text.toLowerCase());

/** Quantifiers before a group: "Most people who …", "Many survivors …". */
const quantifiers = new Set(['many', 'most', 'some', 'several', 'all', 'other', 'such']);
/** Words before a group after "with" that are no part of its name: "with my first few …". */
const determiners = new Set(['my', 'our', 'the', 'these', 'those']);
const ordinals = new Set(['first', 'few', 'last', 'previous', 'recent']);
/** The expert's own profession is no group of clients ("Many therapists push …"). */
const notGroups = new Set([
  'therapists',
  'counsellors',
  'counselors',
  'psychologists',
  'psychiatrists',
  'clinicians',
  'colleagues',
  'supervisors',
]);
/** Verbs that leave a clause waiting for what is said: "men who say …", "retirees who feel …". */
const saying =
  /^(?:say|says|said|feel|feels|felt|think|thinks|thought|believe|believes|tell|tells|told|know|knows|insist|insists)$/;
/** Words in the expert's own voice: "men sent to me" is a group of the expert's story. */
const ownVoice = new Set(['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'you', 'your']);
/** Adverbs of the main clause standing before its verb: "Teens who self-harm often need …". */
const mainAdverbs = new Set([
  'often',
  'usually',
  'always',
  'never',
  'rarely',
  'seldom',
  'sometimes',
  'typically',
  'generally',
  'really',
  'also',
  'still',
  'just',
  'already',
  'actually',
  'frequently',
  'mostly',
  'all',
  'tend',
  'hardly',
  'barely',
  'ever',
]);
/**
 * A word a group's name can end on: not "to", "they", "who" or "by", which leave the clause
 * open ("Men who've been told they …", "partners of someone who …").
 */
const closes = (w: Word | undefined) =>
  !!w &&
  !['PART', 'DET', 'ADP', 'CCONJ', 'SCONJ'].includes(w.pos) &&
  // (Not "they" or "who"; "anyone" closes it: "Men who've never cried in front of anyone".)
  !(w.pos === 'PRON' && !/(?:one|body|thing)$/.test(w.normal)) &&
  !saying.test(w.normal);
/** The longest clause or phrase that narrows a group in an insight's subject. */
const NARROWING_WORDS = 10;

/**
 * Where a clause or phrase narrowing a group ends: at the verb of the sentence ("Teens who
 * self-harm | need …", "Men sent by the court | say …", "Men in their fifties | want …"), at a
 * pause, or after an opening "With" at the expert's "I" ("With teens who self-harm I …").
 * Undefined where none ends within `NARROWING_WORDS`, or the clause speaks in the expert's voice
 * ("Men sent to me …", "People I see …").
 */
function narrowingEnd(words: readonly Word[], from: number, opened: boolean): number | undefined {
  const relative = words[from]?.normal ?? '';
  // (A participle or a preposition heads its phrase; a relative clause waits for its verb.)
  let verbSeen = !['who', 'whose', 'that', 'whom'].includes(relative);
  for (let i = from + 1; i < words.length; i += 1) {
    const w = words[i];
    if (!w) break;
    if (i - from > NARROWING_WORDS) return undefined;
    if (w.pause || (opened && (['i', 'we'].includes(w.normal) || /^i['’]/.test(w.normal)))) {
      return closes(words[i - 1]) ? i : undefined;
    }
    // ("Clients from cultures where feelings aren't discussed …": a clause inside the clause.)
    const inner = ['where', 'when', 'which', 'whose', 'what', 'that'].includes(w.normal);
    if (ownVoice.has(w.normal) || /^i['’]/.test(w.normal) || inner) {
      return undefined;
    }
    if (w.hyphen) continue;
    // (The word before, past adverbs: "who've never cried".)
    let k = i - 1;
    while (k > from && words[k]?.pos === 'ADV') k -= 1;
    const before = words[k];
    const verb = ['VERB', 'AUX'].includes(w.pos) || groupVerbs.has(w.normal);
    // ("who are afraid of losing control", "who want to quit", "who've been sent", "who keep
    // trying", "who cheat or plagiarise": a verb after a preposition, 'to', an auxiliary, 'or'
    // or a verb of the clause is the clause's own.)
    // ("who've spent years going over it": an '-ing' form is never the sentence's verb; "who are
    // shut down respond": after a particle, the next verb is.)
    // ("Teachers on stress leave need …": of two verbs in a row, the first is a noun.)
    const next = words[i + 1];
    const nounBeforeVerb =
      w.pos === 'VERB' &&
      !!next &&
      !next.pause &&
      (next.pos === 'VERB' || groupVerbs.has(next.normal)) &&
      !/(?:ing|[^e]ed|en)$/.test(next.normal) &&
      !irregularParticiples.has(next.normal);
    const continues =
      /ing$/.test(w.normal) ||
      nounBeforeVerb ||
      ['PART', 'AUX', 'SCONJ', 'CCONJ'].includes(before?.pos ?? '') ||
      (before?.pos === 'VERB' &&
        (/(?:[^e]ed|en)$/.test(w.normal) || irregularParticiples.has(w.normal)));
    if (verb && verbSeen && !continues) {
      let end = i;
      while (end - 1 > from && mainAdverbs.has(words[end - 1]?.normal ?? '')) end -= 1;
      return closes(words[end - 1]) ? end : undefined;
    }
    // (The word right after "who" is its verb, whatever the tagger says: "Men who drink …".)
    if (verb || (k === from && relative !== 'whose')) verbSeen = true;
  }
  // (After a "with", the sentence's end ends it: "I'm blunt with men who minimise it.")
  return opened && words.length - from <= NARROWING_WORDS && closes(words.at(-1))
    ? words.length
    : undefined;
}

/** Words as a subject shows them: "who've", "don't", "burned-out", "PhD". */
const joinWords = (words: readonly Word[]) =>
  words
    .map((w, k) =>
      k === 0
        ? shown(w)
        : w.hyphen || /^(?:['’]|n['’]t$)/.test(w.text)
          ? `${w.hyphen ? '-' : ''}${shown(w)}`
          : ` ${shown(w)}`,
    )
    .join('');

/**
 * The group of people a note opens on, when it names one: "Problem gamblers will charm you",
 * "With combat veterans I never push …", "Mothers with postpartum depression need …", "Adult
 * children of alcoholics …", with a clause or phrase that narrows it ("Teens who self-harm
 * need …", "Men sent by the court say …"). Undefined when the note opens otherwise, names only
 * "clients" or "people", or narrows the group past `NARROWING_WORDS` or in the expert's voice.
 */
export function clientGroup(sentences: readonly Sentence[]): string | undefined {
  // A group the note opens on; else one the first sentence works "with" or "for" ("I hold back
  // my own ideas with artists and musicians"); else one a later sentence opens on or names so.
  for (const s of sentences) {
    const words = s.words;
    // ("Honestly, new mums …", "Granted, people who …": a word set off by a pause opens it.)
    const first =
      words[1]?.pause && ['ADV', 'ADJ', 'INTJ', 'VERB'].includes(words[0]?.pos ?? '') ? 1 : 0;
    const opened = ['with', 'for'].includes(words[first]?.normal ?? '');
    const opening = groupAt(words, first + (opened ? 1 : 0), opened);
    if (opening) return opening;
    for (let k = first + 1; k < words.length; k += 1) {
      if (!['with', 'for'].includes(words[k]?.normal ?? '')) continue;
      const named = groupAt(words, k + 1, true);
      if (named) return named;
    }
  }
  return undefined;
}

/**
 * The group whose name starts at `from`, when one does; `opened` when a "With" or "for" leads
 * to it, so that a clause narrowing it ends at a pause, the expert's "I" or the sentence's end.
 */
function groupAt(words: readonly Word[], from: number, opened: boolean): string | undefined {
  let start = from;
  // ("Most people who …", "with my first few paramedic clients": not the quantifier.)
  const determined = opened && determiners.has(words[start]?.normal ?? '');
  if (determined) start += 1;
  const skipped = (w: string) => quantifiers.has(w) || (determined && ordinals.has(w));
  while (skipped(words[start]?.normal ?? '') && start + 1 < words.length) start += 1;
  // The group ends at its last word for people ("Senior executives respect …": a verb the
  // tagger read as a noun).
  let end = runFrom(words, start);
  while (end > start && !isPeople(words[end - 1]?.normal ?? '')) end -= 1;
  const head = words[end - 1];
  if (end === start || !head) return undefined;
  // "Artists and musicians": two groups named as one.
  if (['and', 'or'].includes(words[end]?.normal ?? '') && !words[end]?.pause) {
    const more = runFrom(words, end + 1);
    if (more > end + 1 && isPeople(words[more - 1]?.normal ?? '')) end = more;
  }
  // "Mothers with postpartum depression", "survivors of childhood abuse".
  const joined = words[end];
  if (joined && ['with', 'of'].includes(joined.normal)) {
    let more = runFrom(words, end + 1);
    // (It ends on what it names: "generalised anxiety", not "generalised anxiety love".)
    const names = (k: number) =>
      namesConcern(words[k - 1]?.normal ?? '') || isPeople(words[k - 1]?.normal ?? '');
    let named = more;
    while (named > end + 1 && !names(named)) named -= 1;
    if (named > end + 1) more = named;
    if (more > end + 1) end = more;
  }
  if (end - start > 6 || notGroups.has(head.normal)) return undefined;
  const general = end - start === 1 && generalPeople.has(head.normal);
  // "Teens who self-harm", "Men sent by the court", "Couples going through IVF", "Men in their
  // fifties": the clause or phrase that narrows the group is part of its name.
  const after = words[end];
  const participle =
    after?.pos === 'VERB' &&
    (/(?:[^e]ed|ing)$/.test(after.normal) || irregularParticiples.has(after.normal));
  const narrowed =
    !!after &&
    !after.pause &&
    !groupVerbs.has(after.normal) &&
    (['who', 'whose', 'that', 'whom'].includes(after.normal) || after.pos === 'ADP' || participle);
  if (narrowed) {
    const clauseEnd = narrowingEnd(words, end, opened);
    if (clauseEnd === undefined) return undefined;
    end = clauseEnd;
  } else if (general) return undefined;
  return joinWords(words.slice(start, end));
}
