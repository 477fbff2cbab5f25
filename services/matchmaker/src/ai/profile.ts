import type { DimensionKey } from '@rapport/contracts';
import {
  analyseText,
  clauseAt,
  findDimensionHits,
  findThemeHits,
  scopeSentences,
  type Clause,
  type Pole,
  type Sentence,
  type Word,
} from '@rapport/language';
import {
  FRAME_WEIGHT,
  TERM_WEIGHT,
  VAGUE_TERM_WEIGHT,
  aboutOthers,
  continuations,
  describesState,
  isPreference,
  someoneElses,
  vagueTerms,
} from './preference';
import {
  coupleTerms,
  contextTerms,
  contextTopics,
  goingWords,
  idioms,
  reportingVerbs,
  selfStates,
  situationCues,
  spokenCues,
  type Topic,
} from './topics';
import {
  peopleNouns,
  concernForOthers,
  deathOfNoOne,
  momentary,
  othersLoss,
  othersRelationship,
  reportedOfOthers,
  reportedOfSelf,
  saysHowItGoes,
  subjectMatter,
  metInJob,
} from './whose';

/** How a piece of what they said leans on one matching dimension, and how sure we are. */
export interface DimensionLean {
  terms: string[];
  /** The side the words lean to, negation and contrast applied (./scope in @rapport/language). */
  pole: Pole;
  /** 0 … 1: a preference stated ("I want…", "rather than…") with a telling word is ≥ PREFERENCE_CONFIDENCE. */
  confidence: number;
}

/** What one piece of text (a sentence of the person, or a bank question) is about. */
export interface TextProfile {
  /** Topics spoken of (the speaker's own, or their people's), with the words that named them. */
  themes: Map<Topic, string[]>;
  /** Every topic named, in passing too ('my partner thinks…'): what a next question can follow. */
  mentions: Map<Topic, string[]>;
  /** Topics only ever named to deny them ("I'm not anxious"): still an answer, not a feeling. */
  denied: Set<Topic>;
  /** Matching dimensions touched, with the words, the lean and the confidence. */
  dimensions: Map<DimensionKey, DimensionLean>;
  /** Content words (lemmas) that are not too general to link two texts. */
  words: Set<string>;
  /**
   * Topics named in what they say they want ("I'd want therapy to be about work"): a wish for
   * "us" ("I just want us to talk again", "we want to stop arguing") is one for their relationship.
   */
  wished: Set<Topic>;
  /** They say what they want, of any kind ("I'd want…", "what I need is…"). */
  wishes: boolean;
}

/**
 * A question is about a topic ('How much does anxiety affect your day?'), about a preference
 * on a matching dimension ('lead or follow?'), or open ('What brings you here?').
 */
export type QuestionKind = 'theme' | 'style' | 'open';

export { PREFERENCE_CONFIDENCE } from './preference';

export interface QuestionProfile extends TextProfile {
  kind: QuestionKind;
  /** The topics a topic question is scoped to: only talk of these answers it. */
  subject: Set<Topic>;
  /** The dimensions a preference question asks about ('keep a steady pace' is not about who leads). */
  asks: Set<DimensionKey>;
  /**
   * It asks what they want about its topic ("When you think about grief, would you rather…?",
   * "How much do you want to bring work stress into therapy?"): talk of the topic alone does not
   * answer it; they must also say what they want on it.
   */
  wants: boolean;
}

/** Words too general to link an answer to a question on their own. */
const generic = new Set(
  (
    'feel want like need think know get make help thing way life time lot really something someone ' +
    'therapist therapy session people person much more most kind sort day talk try seem find take ' +
    'give see come look keep let use tell say have be do would could can will what how when yes ' +
    'good well bit things happen'
  ).split(' '),
);
const contentPos = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

function contentWords(sentence: Sentence): string[] {
  return sentence.words
    .filter((w) => !w.stop && contentPos.has(w.pos))
    .map((w) => w.lemma || w.normal)
    .filter((w) => w.length >= 3 && /^[a-z][a-z'-]*$/.test(w) && !generic.has(w));
}

function emptyProfile(): TextProfile {
  return {
    themes: new Map(),
    mentions: new Map(),
    denied: new Set(),
    dimensions: new Map(),
    words: new Set(),
    wished: new Set(),
    wishes: false,
  };
}

/**
 * A wish of the speaker's own: "I want…", "I'd really like…", "what I need is…", "we want…",
 * "I don't want…". 'Like' and 'love' are wishes only after would ("I like my job" is not one).
 */
const wishFrame =
  /\b(i|we)('d| would)?((\s+(really|just|actually|also|still|honestly|do|don'?t|do not|kind of))*)\s+(want|need|prefer|hope|wish)\b|\b(i|we)('d| would)(\s+(really|just|actually|also|honestly))*\s+(like|love|rather)\b/g;
/** The wish is for the speaker and someone close together: "I want us to…", "we want to…". */
const ourWish = /^\s+(us|each other)\b/;

/** Topics named in what the sentence says they want (see TextProfile.wished). */
function wishedTopics(lower: string, mentions: Map<Topic, string[]>): Set<Topic> {
  const wished = new Set<Topic>();
  for (const m of lower.matchAll(wishFrame)) {
    const rest = lower.slice((m.index ?? 0) + m[0].length);
    const subject = lower.slice(0, m.index ?? 0).trim();
    // "My husband and I want…": the wish of a couple or a family.
    const together = /\b(my|our) (\w+) and$/.exec(subject);
    if (ourWish.test(rest) || m[1] === 'we' || (together && peopleNouns.has(together[2]!)))
      wished.add('relationships');
    for (const [topic, terms] of mentions)
      if (terms.some((t) => rest.includes(t.toLowerCase()))) wished.add(topic);
  }
  return wished;
}

/** Ways of speaking that hold a dimension word in none of its sense: "to be honest". */
const discourseMarker =
  /\b(to be|being|if i'?m|if i am) (honest|fair|frank)\b(?! (with|about|and|when|if))/;

/**
 * Words for practical help to take away ("tools", "techniques", "strategies for a bad day"):
 * asked for, they choose ways to cope with now over exploring the past; they say nothing of who
 * leads the sessions (a plan, structure, being told what to do), nor of how deep to go into
 * feelings ("grounding" is a technique to settle, not a wish to stay calm in sessions).
 */
const practicalHelp = new Set([
  'tool',
  'tools',
  'technique',
  'techniques',
  'strategy',
  'strategies',
  'skill',
  'skills',
  'tips',
  'practical steps',
  'things to try',
  'grounding',
]);

const escape = (text: string) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Index of the first word of `term` in the sentence (the lexicon gives the term, not where). */
function wordOf(sentence: Sentence, term: string): number {
  const first = term.toLowerCase().split(/[\s-]+/)[0] ?? '';
  return sentence.words.findIndex(
    (w) => w.normal.toLowerCase() === first || w.lemma === first || w.text.toLowerCase() === first,
  );
}

/**
 * "…, the kids were sad for ten minutes": the subject after the last pause before the word is
 * someone else, though the clause opened with "we".
 */
function othersAfterPause(sentence: Sentence, at: number): boolean {
  let from = at;
  while (from > 0 && !sentence.words[from]?.pause) from -= 1;
  if (from === 0) return false;
  for (let i = from; i < at; i += 1) {
    const w = sentence.words[i];
    if (!w || w.pos === 'VERB' || w.pos === 'AUX') return false;
    const n = w.normal.toLowerCase();
    if (/^(i|we|me|us)(['’](m|ve|d|ll|re))?$/.test(n) || n === 'my') return false;
    if (['he', 'she', 'they'].includes(n) || peopleNouns.has(w.lemma) || peopleNouns.has(n))
      return true;
  }
  return false;
}

/** A question to the service: "Do you do couples sessions?", "How much is it?". */
const askingService =
  /^(do|does|can|could|will|would) you (do|offer|have|provide|run|see)\b[^?]*\?/;

/**
 * Arranging the sessions, or asking what the assistant is: "If they change my shifts, can I
 * cancel without paying?", "my husband's dropping me off, so is there anything earlier?", "Are
 * you a real person or a computer?". The people and the job named are how they get there.
 */
const askingAssistant = /\bare you (a |an )?(real|human|person|robot|bot|computer|machine|ai)\b/;
const logistics = new RegExp(
  String.raw`${askingAssistant.source}|\b(can|could|do|would|will) (i|we) (cancel|book|pay|reschedule|rearrange|move (it|the session|the appointment)|get a refund)\b|\bdo you (charge|take|accept)\b|\b(is|are) there (anything|any|a slot|slots|appointments?|sessions?|times?) (earlier|later|in the (morning|evening|afternoon)|at (the )?weekends?)\b|\bhow much (is|does|do|will|would) (it|a session|each session|this|that)\b|\bis it (ok|okay|alright|all right|fine) if\b|\b(evening|morning|afternoon|weekend|daytime|saturday|sunday|weekday|lunchtime) (slots?|sessions?|appointments?)\b|\bhelps? with (the )?(booking|scheduling)\b`,
);

/** Words that only place something in time. */
const timeMarkers =
  /^(years ago|now|today|week|this week|these days|at the moment|right now|back then|next (week|month|year))$/;

/** The word comes after a therapist asked for in its clause: "someone who'll let me go into…". */
function wishForTherapist(clause: Clause, at: number): boolean {
  return clause.words.some(
    (w, i) =>
      w.index < at &&
      ['someone', 'somebody', 'therapist', 'counsellor', 'counselor'].includes(
        w.normal.toLowerCase(),
      ) &&
      ['who', 'that', "who'll", 'to'].includes(clause.words[i + 1]?.normal.toLowerCase() ?? ''),
  );
}

/** "my anxiety", "my own depression": the word is said as theirs. */
function ownedAt(sentence: Sentence, at: number): boolean {
  return sentence.words
    .slice(Math.max(0, at - 2), at)
    .some((w) => ['my', 'mine'].includes(w.normal.toLowerCase()));
}

/** The word at `at` is the likeness of a simile: "like a (second) mum", "as a brother". */
function simile(sentence: Sentence, at: number): boolean {
  const before = sentence.words
    .slice(Math.max(0, at - 3), at)
    .map((w) => w.normal.toLowerCase())
    .join(' ');
  return /\b(like|as) (a|an)( \w+)?$/.test(before);
}

/**
 * The word at `at` names what the speaker is: "I'm a single mum", "as a dad", "being a wife".
 * Their role is who they are, not a person of their life.
 */
function ownRole(sentence: Sentence, at: number): boolean {
  const before = sentence.words
    .slice(Math.max(0, at - 4), at)
    .map((w) => w.normal.toLowerCase())
    .join(' ')
    .replace(/\s+'/g, "'");
  return /\b(i'm|i am|as|being) (a|an)( \w+)?( \w+)?$/.test(before);
}

/**
 * A person named among the things they worry about ("worrying about money, worrying about the
 * kids"): what the worry is about, not how things go with them.
 */
function worriedOver(sentence: Sentence, term: string): boolean {
  const at = wordOf(sentence, term);
  const before = sentence.words
    .slice(Math.max(0, at - 4), Math.max(0, at))
    .map((w) => w.normal.toLowerCase())
    .join(' ');
  return /\b(worry|worrying|worried|fret|fretting|stressing|panicking) (about|over|for)( (my|the|our))?$/.test(
    before,
  );
}

/**
 * The speaker takes part in what the sentence tells ("…and I'm the one who cleans up", "we end
 * up screaming"), not only asks or muses about it ("…and I wondered if it's the same thing").
 */
const speakerIn = (sentence: Sentence) =>
  sentence.words.some(
    (w, i) =>
      /^(i|i['’](m|ve|d|ll)|me|we|we['’](re|ve|d|ll)|us|myself|ourselves)$/.test(
        w.normal.toLowerCase(),
      ) &&
      !/^(wonder|think|guess|suppose|mean|know)$/.test(sentence.words[i + 1]?.lemma ?? '') &&
      !/^(tell|ask)$/.test(sentence.words[i - 1]?.lemma ?? ''),
  );

/**
 * Words of how people are with each other, or what one is like to them ("he never listens",
 * "she's amazing"), rather than how another's own life goes ("she's drinking", "he lost his job").
 */
const relatingWords = new Set(
  (
    'argue argument fight row shout yell scream split leave cheat ignore speak talk listen miss ' +
    'love hate blame criticise criticize distant cold close great best supportive support ' +
    'patient strain apart trust control controlling mean nasty resent resentful drift nag ' +
    'micromanage abuse bully hit hurt jealous disagree toxic wonderful amazing horrible awful ' +
    'difficult good bad lovely kind fine okay ok'
  ).split(' '),
);
const relating = (w: Word, i: number, words: readonly Word[]) => {
  if (!relatingWords.has(w.lemma) && !relatingWords.has(w.normal.toLowerCase())) return false;
  if (w.pos !== 'ADJ') return true;
  // A describing word says what they are like only said of them ("she's amazing", "he's a good
  // man"), not of something else ("having an awful time at her new job").
  let k = i - 1;
  while (k > 0 && (words[k]?.pos === 'ADV' || words[k]?.pos === 'DET')) k -= 1;
  return words[k]?.pos === 'AUX' || /^['’]s$/.test(words[k]?.normal ?? '');
};

/**
 * The speaker says what job they do: "I'm a funeral director", "I work in HR", "I manage a team
 * of twelve". (Not "I'm a mess", nor a job they lost: "I was a nurse" tells a story.)
 */
const statesJob =
  /\b(i'?m|i am|i work as|i'?ve been) (an? )?(\w+ )?(nurse|doctor|gp|paramedic|teacher|carer|social worker|police officer|prison officer|welfare officer|firefighter|counsell?or|therapist|midwife|vet|chaplain|funeral director|lawyer|solicitor|barrister|life coach|psychologist|psychiatrist|pharmacist|hr manager|support worker)\b|\bi manage (a|the) team\b|\bi work in (hr|a care home|a hospice|a&e|mental health|social care|a prison|a hospital|human resources)\b/;

/**
 * The topic word at `at` is the speaker's own: said of themselves, just before it ("I'm so
 * anxious", "it makes me anxious") or owned ("my anxiety"), not of the people their job meets
 * ("I take statements from victims of assault", "someone tells me they feel hopeless").
 */
function theirOwn(sentence: Sentence, at: number): boolean {
  if (ownedAt(sentence, at)) return true;
  // ("The stress is getting to me": said of them just after it.)
  const next = sentence.words.slice(at + 1, at + 7);
  const upTo = next.findIndex((w) => w.pause);
  const after = (upTo < 0 ? next : next.slice(0, upTo)).map((w) => w.normal.toLowerCase());
  if (after.includes('me') && !after.includes('tell') && !after.includes('tells')) return true;
  const stretch = sentence.words.slice(Math.max(0, at - 4), at + 1);
  return stretch.some(
    (w, i) =>
      /^(i|i['’](m|ve|d)|myself)$/.test(w.normal.toLowerCase()) ||
      (w.normal.toLowerCase() === 'me' &&
        !/^(tell|ask|show|give)$/.test(stretch[i - 1]?.lemma ?? '')),
  );
}

/** Words for how someone feels: said of another ("my colleague's off with stress"), theirs. */
const stateWords = new Set(
  'stress stressed worry worried scare scared afraid tired exhaust exhausted sad upset lonely angry overwhelm overwhelmed'.split(
    ' ',
  ),
);

/**
 * A clause about another person's state, with no word of the speaker: "my colleague's been
 * signed off with stress" says how the colleague is, not how work goes for them.
 */
function othersState(c: Clause): boolean {
  return (
    aboutOthers(c) &&
    c.words.some((w) => stateWords.has(w.lemma) || stateWords.has(w.normal.toLowerCase())) &&
    !c.words.some((w) => /^(i|me|we|us|myself)$/.test(w.normal.toLowerCase()))
  );
}

/** Where a person of their life goes or lives, as a place: "at my son's school", "my mum's house". */
function theirPlace(sentence: Sentence, at: number): boolean {
  const [s, place] = sentence.words.slice(at + 1, at + 3);
  const before = sentence.words[at - 2]?.normal.toLowerCase() ?? '';
  return (
    /^(at|to|from|in|near|round|outside|by)$/.test(before) &&
    s?.normal === "'s" &&
    place !== undefined &&
    /^(school|house|home|place|flat|nursery|college|office|club|party|birthday|match|game)$/.test(
      place.normal.toLowerCase(),
    )
  );
}

/**
 * A person or job named to say when ("the panic started after I had my daughter", "since my
 * last job"): a time, not a part of their life the difficulty is about.
 */
function marksWhen(sentence: Sentence, term: string): boolean {
  const at = wordOf(sentence, term);
  return sentence.words
    .slice(Math.max(0, at - 4), Math.max(0, at))
    .some((w) => ['after', 'since', 'before', 'until'].includes(w.normal.toLowerCase()));
}

/**
 * The word is aimed at them: "someone shouting at me", "yelling at me". What a therapist aims at
 * them is how they are treated (support or challenge), not how deep feelings go nor who leads.
 */
function doneToThem(sentence: Sentence, at: number, term: string): boolean {
  const after = at + term.split(/[\s-]+/).length;
  const next = sentence.words.slice(after, after + 2).map((w) => w.normal.toLowerCase());
  return next.join(' ') === 'at me';
}

/** "My boss is off on paternity leave": leave taken from work is no one leaving. */
const leaveTaken = (w: Word, before: Word | undefined) =>
  w.lemma === 'leave' &&
  /^(on|paternity|maternity|parental|sick|annual|compassionate|study|shared)$/i.test(
    before?.normal ?? '',
  );

/** Adds one sentence's topics, dimensions and words to a profile. */
function addSentence(
  profile: TextProfile,
  sentence: Sentence,
  clauses: readonly Clause[],
  asked: boolean,
  atWork = false,
): void {
  const lower = sentence.text.toLowerCase();
  const hits: { topic: Topic; term: string; clause: number; context: boolean; named: boolean }[] =
    [];
  // A loss named in the sentence is someone else's ("my friend lost her dad"): so is the funeral.
  let othersGrief = false;
  const lossClauses = new Set<number>();
  const addTopic = (topic: Topic, term: string, cue = false) => {
    if (idioms.some(([t, re]) => t === topic && re.test(lower))) return;
    const at = Math.max(0, wordOf(sentence, term));
    // "A documentary about trauma" is what they watched, not what they live with.
    if (subjectMatter(sentence, at) || metInJob(sentence, at)) return;
    // "I'm a vet … you see a lot of grief in that room": what their job meets, not their life.
    if (atWork && topic !== 'work' && topic !== 'priorTherapy' && !theirOwn(sentence, at)) return;
    // "Do you do couples sessions as well?": a question about the service, not their life.
    if (askingService.test(lower) && !/\b(my|i|i'm|i've|we|our)\b/.test(lower)) return;
    if (contextTopics.has(topic) && logistics.test(lower)) return;
    // "…, the kids are fighting in the back": someone else's doing right now.
    if (
      (topic === 'family' || topic === 'relationships') &&
      !lower.trim().endsWith('?') &&
      othersAfterPause(sentence, at) &&
      !sentence.words.slice(at).some((w) => /^(i|me|my|we|us|our)$/.test(w.normal.toLowerCase()))
    )
      return;
    // "I'm worried about my son": his trouble (and their relationship), not their anxiety.
    if (topic === 'anxiety' && (concernForOthers(sentence, at) || momentary(sentence, at))) return;
    const clause = clauseAt(clauses, sentence.index, at);
    const others = clause !== undefined && aboutOthers(clause);
    // "My sister is the anxious one" says nothing of how anxious they are ("my friends say I'm
    // too hard on myself" does: what is reported is said of them).
    if (
      selfStates.has(topic) &&
      (others || othersAfterPause(sentence, at)) &&
      !(clause && reportedOfSelf(clause, at))
    )
      return;
    // "Someone who'll let me go into the anger, the sadness": feelings a therapist should make
    // room for, named in a wish about the therapist, are no difficulty they report ("my anxiety" is).
    const named =
      selfStates.has(topic) &&
      clause !== undefined &&
      wishForTherapist(clause, at) &&
      !ownedAt(sentence, at);
    if (topic === 'grief' && deathOfNoOne(clause, sentence, at)) return;
    if (topic === 'trauma' && clause && reportedOfOthers(clause, at, others)) return;
    // "My sister was abused as a child", "my dog has a traumatic past": theirs, with no part of
    // the speaker in it ("when I was a kid my stepdad was violent" has one).
    if (topic === 'trauma' && others && !speakerIn(sentence)) return;
    // "…meetings for staff who've been off with stress and burnout": their burnout.
    if (topic === 'work' && others && !contextTerms.has(term.toLowerCase()) && !speakerIn(sentence))
      return;
    // "My friend went to therapy last year": someone else's therapy, not theirs.
    // (Not "the last therapist I saw": whose therapist that was is said.)
    const act = /^(been|went|gone|tried|did|had|done|started|stopped|saw|seen|seeing)\b/;
    if (topic === 'priorTherapy' && others && act.test(term.toLowerCase())) return;
    // "Did you see that therapist on the telly?": one they watched.
    if (topic === 'priorTherapy' && /\b(did|have|do) you (see|seen|watch|watched)\b/.test(lower))
      return;
    if (topic === 'relationships' && othersRelationship(sentence, clause, at, others)) return;
    if (topic === 'grief' && clause && (someoneElses(clause) || othersLoss(clause, others))) {
      othersGrief = true;
      lossClauses.add(clause.index);
      return;
    }
    // "She was like a second mum to me": a likeness names no one of their life.
    if (contextTopics.has(topic) && simile(sentence, at)) return;
    if ((topic === 'family' || topic === 'relationships') && ownRole(sentence, at)) return;
    if ((topic === 'family' || topic === 'relationships') && theirPlace(sentence, at)) return;
    const context = contextTopics.has(topic) && (cue || contextTerms.has(term.toLowerCase()));
    hits.push({ topic, term, clause: clause?.index ?? -1, context, named });
  };
  for (const hit of findThemeHits(sentence)) addTopic(hit.theme, hit.term);
  for (const [topic, cue] of spokenCues) {
    const found = lower.match(cue);
    if (found) addTopic(topic, found[0], true);
  }
  for (const [topic, cue] of situationCues) {
    const found = lower.match(cue);
    if (found) addTopic(topic, found[0]);
  }
  if (othersGrief) hits.splice(0, hits.length, ...hits.filter((h) => h.topic !== 'grief'));
  // A person or a job named in passing is context; it answers only when the sentence says how
  // things are going with them, or names a difficulty of its own.
  // A difficulty of their own (not therapy they had, not one others report of them).
  const reported = (clause: number) =>
    clauses.some((c) => c.index === clause && c.words.some((w) => reportingVerbs.has(w.lemma)));
  const difficulty = hits.some(
    (h) => !h.context && !h.named && h.topic !== 'priorTherapy' && !reported(h.clause),
  );
  const own = clauses.filter((c) => c.sentence === sentence.index && !lossClauses.has(c.index));
  // A denial says how a job or a couple goes ("work's not the problem", "he doesn't talk to
  // me"); of a family it says no more than what kind they are ("we're not a therapy family").
  const going = (denial: boolean, people: boolean) => (c: Clause) =>
    !lossClauses.has(c.index) &&
    !othersState(c) &&
    // "My son's having a terrible time at work", "my best friend just lost her job": a story
    // of another's life, not how a person or a job of theirs goes with them.
    !(
      aboutOthers(c) &&
      !speakerIn(sentence) &&
      !(people && c.words.some((w, i) => relating(w, i, c.words)))
    ) &&
    !c.words.some((w) => reportingVerbs.has(w.lemma)) &&
    // ("My manager doesn't need to know" denies no difficulty.)
    ((denial &&
      c.negated &&
      !/\b(need|needs|have|has) to (know|see|hear|find out)\b/.test(c.text.toLowerCase())) ||
      c.words.some(
        (w, i) =>
          (goingWords.has(w.lemma) || goingWords.has(w.normal)) &&
          !leaveTaken(w, c.words[i - 1]) &&
          // ("It did him the world of good": his back, not how they are.)
          !(w.lemma === 'good' && c.words[i - 1]?.normal === 'of') &&
          // ("The physio, I mean": a way of speaking, not someone mean.)
          !(w.lemma === 'mean' && /^(i|you)$/i.test(c.words[i - 1]?.normal ?? '')),
      ));
  const goes = (hit: (typeof hits)[number]) => {
    const close = hit.topic === 'work' || coupleTerms.test(hit.term.toLowerCase());
    return saysHowItGoes(
      own,
      own.find((c) => c.index === hit.clause),
      going(close, hit.topic !== 'work'),
      close,
    );
  };
  // "Since Mum died": the person named is the one they lost, not a relationship to work on.
  const mourned = new Set(hits.filter((h) => h.topic === 'grief').map((h) => h.clause));
  for (const { topic, term, clause } of hits) {
    if ((topic === 'family' || topic === 'relationships') && mourned.has(clause)) continue;
    const mentioned = profile.mentions.get(topic) ?? [];
    if (!mentioned.includes(term)) mentioned.push(term);
    profile.mentions.set(topic, mentioned);
    const hit = hits.find((h) => h.topic === topic && h.term === term);
    if (hit?.context && !asked && worriedOver(sentence, term)) continue;
    if (hit?.context && !asked && (!difficulty || marksWhen(sentence, term)) && !goes(hit))
      continue;
    if (hit?.named && !asked) continue;
    const terms = profile.themes.get(topic) ?? [];
    if (!terms.includes(term)) terms.push(term);
    profile.themes.set(topic, terms);
  }

  // Only words in a clause that states a wish or an experience of help are a preference:
  // "I was assaulted two years ago" tells a story, "I want someone who…" asks for something.
  // "I'd like someone warm | who lets me set the pace": a relative clause shares the wish.
  const framed = (word: number) => {
    const clause = clauseAt(clauses, sentence.index, word);
    if (!clause) return false;
    if (describesState(sentence.words, word)) return false;
    if (isPreference(clause)) return true;
    // One side of a contrast ("…, not a theory about my childhood") in a sentence stating a wish.
    const sentenceClauses = clauses.filter((c) => c.sentence === sentence.index);
    if (clause.words.some((w) => w.contrast !== null) && sentenceClauses.some(isPreference))
      return true;
    const before = clauses.find(
      (c) => c.sentence === sentence.index && c.index === clause.index - 1,
    );
    const opener = clause.words[0]?.normal.toLowerCase() ?? '';
    return before !== undefined && continuations.has(opener) && isPreference(before);
  };
  const byDimension = new Map<
    DimensionKey,
    { terms: string[]; lean: number; weight: number; framed: boolean }
  >();
  // A term read across the edge of another ("pushes back | when": 'back when') starts inside
  // that phrase and ends past it: its first word belongs to the phrase.
  const dimensionHits = findDimensionHits(sentence, clauses);
  const topicPhrases = hits.map((h) => h.term.toLowerCase()).filter((t) => /\s/.test(t));
  const end = (h: (typeof dimensionHits)[number]) => h.word + h.term.split(/[\s-]+/).length;
  const inside = (h: (typeof dimensionHits)[number]) =>
    dimensionHits.some((o) => o.word < h.word && h.word < end(o) && end(o) < end(h));
  // A term within a longer one of its dimension ('week' in "this week") is the same words, once.
  const within = (h: (typeof dimensionHits)[number]) =>
    dimensionHits.some(
      (o) =>
        o !== h &&
        o.dimension === h.dimension &&
        o.word <= h.word &&
        end(h) <= end(o) &&
        end(o) - o.word > end(h) - h.word,
    );
  // "…panic attacks the doctor called them, out of nowhere": a phrase read across a pause is
  // two phrases ('called out').
  const acrossPause = (h: (typeof dimensionHits)[number]) =>
    sentence.words.slice(h.word + 1, end(h)).some((w) => w.pause);
  // "Can I ask you something direct?": what the question is like, not the therapist.
  const ofSomething = (h: (typeof dimensionHits)[number]) =>
    /^(something|anything)$/i.test(sentence.words[h.word - 1]?.normal ?? '');
  // ("Are you a real person?", "You sound too polite to be real": the assistant, not a therapist.)
  // ("I'm taking the lead on the kitchen refit, so I'd need evening slots": arranging sessions,
  // unless it asks for a kind of therapist.)
  const arranging =
    logistics.test(lower) && !/\b(someone|somebody|therapist|counsell?or)\b/.test(lower);
  // ("I did have the Calm app once": a name, not calm.)
  const named = (h: (typeof dimensionHits)[number]) =>
    h.word > 0 && /^[A-Z][a-z]/.test(sentence.words[h.word]?.text ?? '');
  const toAssistant = askingAssistant.test(lower) || /^you (sound|seem)\b/.test(lower);
  for (const hit of toAssistant || arranging ? [] : dimensionHits) {
    // A story about someone else ("my mum was cold") is not their preference.
    if (hit.person === 'others') continue;
    if (inside(hit) || within(hit) || acrossPause(hit) || ofSomething(hit) || named(hit)) continue;
    // Likewise a word within a longer topic phrase ("a grief counsellor") is that topic's.
    if (topicPhrases.some((t) => new RegExp(`\\b${escape(hit.term)}\\b`).test(t))) continue;
    // A compound read from an infinitive ("to do my job" is no "to-do list") is the verb.
    if (/^to-/.test(hit.term) && !lower.includes(hit.term)) continue;
    // "To be honest", "to be fair": a way of speaking, not a wish for honesty.
    if (discourseMarker.test(lower) && discourseMarker.source.includes(hit.term)) continue;
    // "Any way back for us": a way back to each other, not to the past.
    if (hit.term === 'way back' && /\bway back (for|to|in|into) /.test(lower)) continue;
    // "I'm on the tools all day": a trade's work, not help they want.
    if (/\bon the tools?\b/.test(lower) && /^tools?$/.test(hit.term)) continue;
    // "I want tools, techniques, grounding": practical help for now, not who leads nor how deep
    // to go into feelings (see practicalHelp); refused ("rather than just be handed tips"), the
    // other side of that choice.
    const practical =
      (hit.dimension === 'directiveness' || hit.dimension === 'emotionalIntensity') &&
      practicalHelp.has(hit.term);
    const dimension: DimensionKey = practical
      ? 'pastOrientation'
      : hit.dimension !== 'warmSupport' && doneToThem(sentence, hit.word, hit.term)
        ? 'warmSupport'
        : hit.dimension;
    // Treatment wanted ("shout at me") is a challenge; treatment refused ("not someone shouting
    // at me"), warmth.
    const pole: Pole = dimension === hit.dimension ? hit.pole : hit.negated ? 1 : -1;
    const seen = byDimension.get(dimension) ?? {
      terms: [],
      lean: 0,
      weight: 0,
      framed: false,
    };
    if (seen.terms.includes(hit.term)) continue;
    seen.terms.push(hit.term);
    // "I saw a counsellor at uni, years ago now": a time marker in a story of therapy had is
    // no preference; only a wish makes it one ("I want to focus on now").
    const timeOnly = timeMarkers.test(hit.term.toLowerCase()) && lower.search(wishFrame) < 0;
    seen.framed ||= framed(hit.word) && !timeOnly;
    seen.lean += pole * hit.weight;
    seen.weight += vagueTerms.has(hit.term) ? VAGUE_TERM_WEIGHT : TERM_WEIGHT;
    byDimension.set(dimension, seen);
  }
  for (const [key, d] of byDimension) {
    // Unframed, the words count at most as one telling word: below PREFERENCE_CONFIDENCE.
    const confidence = d.framed
      ? Math.min(1, d.weight + FRAME_WEIGHT)
      : Math.min(d.weight, TERM_WEIGHT);
    const pole: Pole = d.lean < 0 ? -1 : 1;
    const seen = profile.dimensions.get(key);
    if (!seen || confidence > seen.confidence)
      profile.dimensions.set(key, { terms: d.terms, pole, confidence });
  }
  // "I'm someone who needs a deadline": a topic's word said as what they want of therapy is the
  // preference, not the topic (as in a bank question: see questionProfile).
  const wanted = new Set(
    [...byDimension.values()]
      .filter((d) => d.framed)
      .flatMap((d) => d.terms.map((t) => t.toLowerCase())),
  );
  if (!asked)
    for (const [topic, terms] of profile.themes) {
      const left = terms.filter((t) => !wanted.has(t.toLowerCase()));
      if (left.length === 0) profile.themes.delete(topic);
      else profile.themes.set(topic, left);
    }
  // "My parents split when I was six", "what in my upbringing made me like this": the people
  // of a childhood story are their past (the past question), not how a relationship goes now.
  const past = profile.dimensions.get('pastOrientation');
  if (!asked && past && past.terms.some((t) => !vagueTerms.has(t)))
    for (const topic of ['family', 'relationships'] as const) profile.themes.delete(topic);
  for (const w of contentWords(sentence)) profile.words.add(w);
  for (const t of wishedTopics(lower, profile.mentions)) profile.wished.add(t);
  profile.wishes ||= lower.search(wishFrame) >= 0;
}

export interface SentenceProfile {
  sentence: Sentence;
  profile: TextProfile;
}

/** Topics whose every mention in the sentence is negated ("I'm not depressed"). */
function deniedTopics(profile: TextProfile, sentence: Sentence, clauses: readonly Clause[]) {
  const denied = new Set<Topic>();
  for (const [topic, terms] of profile.themes) {
    const all = terms.every((term) => {
      const at = wordOf(sentence, term);
      const clause = clauseAt(clauses, sentence.index, Math.max(0, at));
      return clause?.words.find((w) => w.index === at)?.negated === true;
    });
    if (all) denied.add(topic);
  }
  return denied;
}

/** One sentence's profile; `asked`: a bank question, whose every topic word is its subject. */
function readSentence(
  sentence: Sentence,
  clauses: readonly Clause[],
  asked = false,
  atWork = false,
): TextProfile {
  const profile = emptyProfile();
  addSentence(profile, sentence, clauses, asked, atWork);
  profile.denied = deniedTopics(profile, sentence, clauses);
  return profile;
}

/** What the person said: one profile per sentence, and the model's overall sentiment. */
export function readUtterance(text: string): { sentences: SentenceProfile[]; sentiment: number } {
  const analysis = analyseText(text);
  const clauses = scopeSentences(analysis.sentences);
  // ("I work in a care home. Residents pass away fairly regularly…": the job, said once.)
  const atWork = analysis.sentences.some((s) => statesJob.test(s.text.toLowerCase()));
  const sentences = analysis.sentences.map((sentence) => ({
    sentence,
    profile: readSentence(sentence, clauses, false, atWork),
  }));
  return { sentences, sentiment: analysis.sentiment };
}

/** Several profiles as one: topics and words joined, each dimension at its surest reading. */
export function mergeProfiles(profiles: TextProfile[]): TextProfile {
  const merged = emptyProfile();
  const denied = new Set<Topic>();
  for (const p of profiles) {
    for (const [k, terms] of p.themes)
      merged.themes.set(k, [...new Set([...(merged.themes.get(k) ?? []), ...terms])]);
    for (const [k, terms] of p.mentions)
      merged.mentions.set(k, [...new Set([...(merged.mentions.get(k) ?? []), ...terms])]);
    for (const t of p.denied) denied.add(t);
    for (const [k, d] of p.dimensions) {
      const seen = merged.dimensions.get(k);
      if (!seen || d.confidence > seen.confidence) merged.dimensions.set(k, d);
    }
    for (const w of p.words) merged.words.add(w);
    for (const t of p.wished) merged.wished.add(t);
    merged.wishes ||= p.wishes;
  }
  // Denied in one sentence, affirmed in another: affirmed.
  for (const t of denied)
    if (profiles.every((p) => !p.themes.has(t) || p.denied.has(t))) merged.denied.add(t);
  return merged;
}

/** One profile for a whole text. */
export function textProfile(text: string): TextProfile {
  return mergeProfiles(readUtterance(text).sentences.map((s) => s.profile));
}

/**
 * A question put to them about what they want: "would you rather…", "do you want…", "what
 * would you most like…", "what helps you most…" ("…anything painful that you would want a
 * therapist to handle with care?" asks whether there is something, not what they want).
 */
const asksWhatTheyWant =
  /\b(do|would|did) you (most |really )?(want|rather|prefer|like)\b|\bwhat\b[^?]*\b(helps you|useful to you|helpful to you)\b/i;

const questionCache = new Map<string, QuestionProfile>();
const QUESTION_CACHE_LIMIT = 2000;

/**
 * A bank question's profile; questions repeat every turn, so they are read once. A topic named
 * by a word that is also a dimension word ('upbringing' in "your past and upbringing") is
 * part of the preference, not the question's subject.
 */
export function questionProfile(text: string): QuestionProfile {
  const cached = questionCache.get(text);
  if (cached) return cached;
  const analysis = analyseText(text);
  const clauses = scopeSentences(analysis.sentences);
  const profile = mergeProfiles(analysis.sentences.map((s) => readSentence(s, clauses, true)));
  // Terms of a dimension the question dwells on (two words or more): its preference.
  const dwelt = [...profile.dimensions.values()].filter((d) => d.terms.length >= 2);
  const preferenceTerms = new Set(dwelt.flatMap((d) => d.terms));
  const subject = new Set(
    [...profile.themes]
      .filter(([, terms]) => terms.some((t) => !preferenceTerms.has(t)))
      .map(([topic]) => topic),
  );
  // What it asks: the dimension it names most, by telling words ('here' and 'today' in "What
  // brings you here today?" ask nothing).
  const telling = (d: DimensionLean) => d.terms.filter((t) => !vagueTerms.has(t)).length;
  const most = Math.max(0, ...[...profile.dimensions.values()].map(telling));
  const asks = new Set(
    [...profile.dimensions].filter(([, d]) => most > 0 && telling(d) === most).map(([key]) => key),
  );
  // The word that names its subject ("When you think about grief…") is the topic, not a choice
  // it offers, whatever other sense the word has.
  const subjectTerms = new Set(
    [...subject].flatMap((t) => (profile.themes.get(t) ?? []).map((w) => w.toLowerCase())),
  );
  for (const [key, d] of profile.dimensions) {
    const terms = d.terms.filter((t) => !subjectTerms.has(t.toLowerCase()));
    if (terms.length === 0) profile.dimensions.delete(key);
    else if (terms.length < d.terms.length) profile.dimensions.set(key, { ...d, terms });
  }
  for (const key of [...asks]) if (!profile.dimensions.has(key)) asks.delete(key);
  const kind: QuestionKind = subject.size > 0 ? 'theme' : asks.size > 0 ? 'style' : 'open';
  const wants = kind === 'theme' && asksWhatTheyWant.test(text);
  const result: QuestionProfile = { ...profile, kind, subject, asks, wants };
  if (questionCache.size >= QUESTION_CACHE_LIMIT) questionCache.clear();
  questionCache.set(text, result);
  return result;
}
