import { isRefusal, refineSentence } from './frames';
import { analyseText, type Sentence, type Word } from './nlp';

/**
 * Negation, contrast, hedges and who is meant, per clause: what every reader (client answers,
 * therapist answers, expert input, voice turns) needs before it takes a word as a wish.
 *
 *   analyseClauses("Gentle and warm did nothing for me. I need someone who won't let me off the hook.")
 *   → clause 0 "Gentle and warm did nothing for me": words gentle, warm with contrast 'rejected'
 *     clause 1 "I need someone who won't let me off the hook": let … hook negated, person 'self'
 *
 * Built on wink-nlp's tokens, part of speech and negation flag (`its.negationFlag`, read into
 * `Word.negated` by ./nlp): the flag is kept inside its clause (a "but" or a new subject ends it),
 * and completed with the cues it misses. Contrast frames (rather than, instead of, better/more
 * than, less X … more Y, X over Y, but, used to … now, "X did nothing for me", "X hasn't helped",
 * "I'm scared of X") mark each side of the frame; ./frames refines each sentence (excess "too X",
 * "stop asking…", reactions, dismissals, refusals).
 * The signature of this module is stable: other engineers' readers build on it.
 */

/** Who a clause is about: the speaker, the speaker with others, the therapist, or someone else. */
export type Person = 'self' | 'we' | 'therapist' | 'others';

/**
 * A word's side in a contrast: `rejected` ("rather than *lectures*", "*warmth* did nothing for
 * me", "I used to want *advice*, now …"), `preferred` (the other side), `conceded` (before a
 * "but": said, then outweighed).
 */
export type ContrastRole = 'rejected' | 'preferred' | 'conceded';

export interface ScopedWord extends Word {
  /** Index of the word in its sentence's `words`. */
  index: number;
  /** Inside a negation's scope, within its clause ("I don't want *homework*", "*without* judgement"). */
  negated: boolean;
  contrast: ContrastRole | null;
}

export interface Clause {
  /** Index of the sentence (as `analyseText` numbers them) and of the clause in the text. */
  sentence: number;
  index: number;
  /** Words [start, end) of the sentence. */
  start: number;
  end: number;
  text: string;
  words: ScopedWord[];
  person: Person;
  /** Said with a hedge: maybe, perhaps, I think, sort of, might, not sure, I don't know… */
  hedged: boolean;
  /** The clause holds a negation cue. */
  negated: boolean;
  /** The clause's side in a contrast, when the whole clause is on one side. */
  contrast: ContrastRole | null;
}

/** A word's stance: +1 said as wanted or true, -1 negated or rejected; weight for conceded/hedged. */
export interface Stance {
  polarity: 1 | -1;
  /** 1 plain; less when conceded before a "but" or hedged. */
  weight: number;
  person: Person;
  hedged: boolean;
}

export const CONCEDED_WEIGHT = 0.5;
export const HEDGED_WEIGHT = 0.75;

const lower = (w: Word | undefined) => (w ? w.normal.toLowerCase() : '');

/** Cues wink-nlp's flag misses or that must be found again inside a clause. */
const negationCues = new Set([
  'not',
  "n't",
  'never',
  'no',
  'nothing',
  'without',
  'nobody',
  'none',
  'neither',
  'nor',
  'hardly',
  'rarely',
  'seldom',
  'cannot',
]);
/**
 * "I spend very little time on childhood", "there's little point in …", "we barely mention their
 * early years": as good as none (not "I can barely cope", how the speaker is).
 */
const asGoodAsNone = (words: readonly Word[], i: number) =>
  (lower(words[i]) === 'little' &&
    lower(words[i - 1]) !== 'a' &&
    ['time', 'attention', 'room', 'interest', 'point', 'patience'].includes(lower(words[i + 1]))) ||
  (['barely', 'scarcely'].includes(lower(words[i])) &&
    ['mention', 'touch', 'talk', 'go', 'look', 'discuss', 'bring', 'raise', 'explore'].includes(
      words[i + 1]?.lemma ?? '',
    ));
/** After "never"/"not", a lack the speaker lived rather than a refusal: "never let myself cry". */
const unable = [
  ['let', 'myself'],
  ['allowed', 'myself'],
  ['been', 'able', 'to'],
  ['able', 'to'],
  ['got', 'to'],
  ['had', 'the', 'chance'],
  ['had', 'a', 'chance'],
  ['managed', 'to'],
];
/** When the speaker means: the present, kept out of a negation's scope. */
const timePhrases = [
  ['right', 'now'],
  ['at', 'the', 'moment'],
  ['these', 'days'],
  ['at', 'present'],
  ['now'],
  ['today'],
  ['currently'],
  ['nowadays'],
];
const bearVerbs = new Set(['cope', 'handle', 'stand', 'take', 'deal', 'bear', 'tolerate', 'face']);
/** After these a "not" does not negate: "not only X but also Y", "no matter". */
const notNegating = new Set(['only', 'matter', 'doubt', 'sure']);
/** "I'm not sure I'm ready to go deep": a doubt about being ready holds back what follows. */
const notSureReady = (words: readonly (Word | undefined)[], i: number) =>
  lower(words[i + 1]) === 'sure' && words.slice(i + 2, i + 6).some((w) => lower(w) === 'ready');
/**
 * A negation at word i that turns nothing: "no matter", "it's no small thing to sit with his
 * anger" (a big one; not "no small steps").
 */
const negatesNothing = (words: readonly (Word | undefined)[], i: number) =>
  (notNegating.has(lower(words[i + 1])) && !notSureReady(words, i)) ||
  // "Nothing beats a written plan": the best, not denied.
  (lower(words[i]) === 'nothing' &&
    ['beat', 'trump', 'top'].includes(words[i + 1]?.lemma ?? '') &&
    words[i + 1]?.pos === 'VERB') ||
  (lower(words[i + 1]) === 'small' &&
    ['thing', 'matter', 'feat', 'task', 'mistake', 'part', 'deal'].includes(lower(words[i + 2])));

/** Words that start a new clause (the negation scope ends before them). */
const clauseBreakers = new Set([
  'but',
  'yet',
  'although',
  'though',
  'because',
  'since',
  'so',
  'whereas',
  'while',
  'however',
  'instead',
  'rather',
  'unless',
  'except',
]);
/** Verbs whose "until …" says how long they last, not when they happen: "stay with it until …". */
const lastingVerbs = new Set(['stay', 'sit', 'remain', 'linger', 'stick', 'persist', 'wait']);
/** Subordinators that open a clause of their own when a subject follows. */
const timeOrCondition = new Set(['when', 'whenever', 'if', 'once', 'until', 'unless']);
const subjects = new Set([
  'i',
  // wink-nlp keeps "I'm" as one token.
  "i'm",
  'we',
  'he',
  'she',
  'they',
  'you',
  'it',
  'that',
  'this',
  'my',
  'our',
]);

const hedgeWords = new Set([
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'might',
  'guess',
  'suppose',
  'somewhat',
  'unsure',
]);
const hedgePhrases = [
  ['i', 'think'],
  ['sort', 'of'],
  ['kind', 'of'],
  ['not', 'sure'],
  ['do', 'not', 'know'],
  ['i', 'dunno'],
];

const selfWords = new Set(['i', "i'm", 'me', 'my', 'myself', 'mine']);
const weWords = new Set(['we', 'us', 'our', 'ourselves', 'ours']);
const therapistWords = new Set([
  'you',
  'your',
  'therapist',
  'therapists',
  'counsellor',
  'counselor',
  'someone',
  'somebody',
  'anyone',
  'practitioner',
  'psychologist',
]);
const otherWords = new Set([
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'his',
  'their',
  'people',
  'clients',
  'client',
  'mother',
  'mum',
  'mom',
  'father',
  'dad',
  'partner',
  'husband',
  'wife',
  'boss',
  'friend',
  'friends',
  'family',
  'parents',
  'kids',
  'children',
  'nobody',
  'everyone',
  'everybody',
]);

/**
 * Predicates that reject what came before them ("X did nothing for me", "that never helped",
 * "structure feels suffocating"), in lemma form: each word matches a word's lemma or normal form.
 */
const failurePredicates: string[][] = [
  // What an approach did to the people it was tried on: "… and he got nowhere", "nothing
  // changed", "it left her raw", "she came apart".
  ['get', 'nowhere'],
  ['get', 'us', 'nowhere'],
  ['get', 'him', 'nowhere'],
  ['get', 'her', 'nowhere'],
  ['get', 'them', 'nowhere'],
  ['nothing', 'change'],
  // "… kindness alone left them where they were".
  ['leave', 'them', 'where', 'they', 'be'],
  ['leave', 'him', 'where', 'he', 'be'],
  ['leave', 'her', 'where', 'she', 'be'],
  // "… yet without me setting an agenda, nothing sticks".
  ['nothing', 'stick'],
  ['nothing', 'shift'],
  ['nothing', 'move'],
  // "… and none of it moves them", "none of it sticks".
  ['none', 'of', 'it', 'move'],
  ['none', 'of', 'it', 'stick'],
  ['none', 'of', 'it', 'help'],
  ['none', 'of', 'it', 'work'],
  ['none', 'of', 'that', 'help'],
  // "… comply perfectly without changing a thing".
  ['without', 'change', 'a', 'thing'],
  ['without', 'change', 'anything'],
  ['nothing', 'budge'],
  ['change', 'nothing'],
  ['stay', 'stuck'],
  ['remain', 'stuck'],
  ['be', 'still', 'stuck'],
  ['do', 'little'],
  ['do', 'very', 'little'],
  // "… talking about the roots of the fear achieves little", "tips bounce right off".
  ['achieve', 'little'],
  ['achieve', 'very', 'little'],
  ['achieve', 'nothing'],
  ['bounce', 'off'],
  ['bounce', 'right', 'off'],
  ['barely', 'come', 'into'],
  ['stop', 'work'],
  ['have', 'not', 'touch'],
  // "… the anger tips don't stick", "coping skills alone never held", "… only scratches the
  // surface", "… never gets underneath it", "here-and-now work kept failing" ("rarely shifts it":
  // see `changeVerbs`).
  ['do', 'not', 'stick'],
  ['never', 'stick'],
  ['never', 'hold', 'for'],
  ['never', 'seem', 'to', 'hold'],
  ['scratch', 'the', 'surface'],
  ['never', 'get', 'underneath'],
  ['keep', 'fail'],
  ['fall', 'flat'],
  ['backfire'],
  // "… it rarely ends well".
  ['rarely', 'end', 'well'],
  ['seldom', 'end', 'well'],
  ['never', 'end', 'well'],
  ['do', 'not', 'end', 'well'],
  ['have', 'not', 'end', 'well'],
  ['do', 'harm'],
  ['do', 'more', 'harm'],
  ['do', 'real', 'harm'],
  ['cause', 'harm'],
  ['help', 'no', 'one'],
  ['help', 'nobody'],
  ['be', 'a', 'disservice'],
  ['be', 'counterproductive'],
  ['be', 'a', 'poor', 'idea'],
  ['be', 'a', 'bad', 'idea'],
  ['come', 'apart'],
  // "… insight into childhood rarely shifts anything", "relaxation exercises with no change".
  ['shift', 'anything'],
  ['change', 'anything'],
  ['with', 'no', 'change'],
  // "Venting isn't the work."
  ['be', 'not', 'the', 'work'],
  // "… to 'just let it out'. It overwhelmed him and he stopped coming."
  ['overwhelm', 'him'],
  ['overwhelm', 'her'],
  ['overwhelm', 'them'],
  ['overwhelm', 'me'],
  ['stop', 'come'],
  ['make', 'him', 'worse'],
  ['make', 'her', 'worse'],
  ['make', 'them', 'worse'],
  ['make', 'him', 'more', 'stuck'],
  ['make', 'her', 'more', 'stuck'],
  ['make', 'them', 'more', 'stuck'],
  ['leave', 'him', 'worse'],
  ['leave', 'her', 'worse'],
  ['leave', 'them', 'worse'],
  ['leave', 'her', 'raw'],
  ['leave', 'him', 'raw'],
  ['leave', 'them', 'raw'],
  ['leave', 'him', 'more', 'shaken'],
  ['leave', 'her', 'more', 'shaken'],
  ['be', 'rarely', 'what'],
  ['get', 'dismiss'],
  ['rarely', 'move', 'anything'],
  ['let', 'it', 'continue'],
  ['be', 'try', 'for', 'year'],
  ['be', 'seldom', 'what'],
  ['do', 'nothing'],
  ['do', 'not', 'help'],
  ['do', 'not', 'work'],
  ['never', 'help'],
  ['never', 'work'],
  ['never', 'do', 'anything'],
  ['not', 'change', 'anything'],
  ['never', 'change', 'anything'],
  ['make', 'it', 'worse'],
  ['make', 'thing', 'worse'],
  ['make', 'things', 'worse'],
  ['make', 'me', 'worse'],
  ['make', 'me', 'anxious'],
  ['make', 'me', 'uncomfortable'],
  ['get', 'me', 'nowhere'],
  ['go', 'nowhere'],
  ['go', 'in', 'circles'],
  ['go', 'round', 'in', 'circles'],
  ['be', 'not', 'for', 'me'],
  ['be', 'not', 'what', 'i'],
  ['be', 'not', 'my', 'thing'],
  ['be', 'not', 'the', 'issue'],
  ['be', 'not', 'the', 'problem'],
  ['be', 'not', 'the', 'point'],
  ['be', 'not', 'something'],
  ['be', 'not', 'enough'],
  ['be', 'not', 'helpful'],
  ['be', 'not', 'useful'],
  ['be', 'a', 'waste'],
  ['be', 'the', 'last', 'thing'],
  // What it does to the speaker: "homework would stress me out", "big emotions scare me".
  ['stress', 'me', 'out'],
  ['freak', 'me', 'out'],
  ['wind', 'me', 'up'],
  ['scare', 'me'],
  ['frighten', 'me'],
  ['terrify', 'me'],
  ['bore', 'me'],
  ['annoy', 'me'],
  ['irritate', 'me'],
  ['upset', 'me'],
  // "The past can stay where it is", "that's behind me".
  ['stay', 'where', 'it', 'be'],
  ['be', 'behind', 'me'],
  ['be', 'in', 'the', 'past'],
  ['do', 'nothing', 'for'],
  ['not', 'do', 'anything', 'for'],
  ['not', 'get', 'me', 'anywhere'],
  ['leave', 'me', 'cold'],
  ['leave', 'me', 'wrecked'],
  ['leave', 'me', 'drained'],
  ['leave', 'me', 'exhausted'],
  ['leave', 'me', 'worse'],
  ['leave', 'me', 'shaken'],
  ['leave', 'me', 'empty'],
  ['drive', 'me', 'mad'],
  ['put', 'me', 'off'],
  // "My last therapist was really blunt and it made me shut down", "… and it hasn't changed a
  // thing".
  ['make', 'me', 'shut', 'down'],
  ['make', 'me', 'clam', 'up'],
  ['not', 'change', 'a', 'thing'],
  // "Structure makes me feel boxed in", "Going over my childhood again would just depress me".
  ['make', 'me', 'feel', 'boxed'],
  ['make', 'me', 'feel', 'trapped'],
  ['make', 'me', 'feel', 'suffocated'],
  ['make', 'me', 'feel', 'worse'],
  ['depress', 'me'],
  // "The thought of reliving everything terrifies me", "When I'm left to ramble I get nothing
  // out of it".
  ['terrify', 'me'],
  ['frighten', 'me'],
  ['i', 'get', 'nothing', 'out', 'of', 'it'],
  ['exhaust', 'me'],
  ['drain', 'me'],
];
/**
 * What the speaker felt about what the clause before names, closing the clause: "My old
 * counsellor gave me homework every week and I dreaded it", "… I end up resenting it" (not "I
 * hate it when therapists are vague", where what is hated follows).
 */
const closingFailures: string[][] = [
  ['i', 'dread', 'it'],
  ['i', 'hate', 'it'],
  ['i', 'resent', 'it'],
  ['i', 'end', 'up', 'resent', 'it'],
  ['i', 'end', 'up', 'hate', 'it'],
];

/** "X is/feels <one of these>": X is rejected. */
const failureAdjectives = new Set([
  'useless',
  'pointless',
  'empty',
  'suffocating',
  'stifling',
  'restrictive',
  'rigid',
  'fake',
  'patronising',
  'patronizing',
  'condescending',
  'exhausting',
  'draining',
  'unbearable',
  'overwhelming',
  'scary',
  'frightening',
  // "I tried going back to his father but it felt academic".
  'academic',
  'forced',
  'hollow',
  'mechanical',
  // "Insight is overrated with insomnia".
  'overrated',
  'overused',
]);
/**
 * "Keeping things light felt dismissive to them", "structured exercises felt cold", "challenging
 * them feels cruel": rejected after "feel" or "seem" only ("my mother was cold" describes her).
 */
const feltAdjectives = new Set([
  'dismissive',
  'cold',
  'cruel',
  'clinical',
  'intrusive',
  'invasive',
  'alienating',
  'shaming',
  'judgmental',
  'judgemental',
]);
/** "I hated it", "I can't stand that": the speaker rejects the clause before. */
const dislikeVerbs = new Set(['hate', 'dislike', 'loathe', 'stand', 'resent']);
/**
 * Phrases whose object is rejected: "I'm done with therapists who let me ramble", "I don't want
 * to ignore my feelings".
 */
const rejectingPhrases: string[][] = [
  ['done', 'with'],
  ['sick', 'of'],
  ['tired', 'of'],
  ['fed', 'up', 'with'],
  ['have', 'enough', 'of'],
  ['have', 'enough'],
  ['ignore'],
  ['suppress'],
  ['bury'],
  ['bottle', 'up'],
  ['dismiss'],
  // (The tagger may read a sentence-initial "Hiding" as a name, with no lemma.)
  ['hide'],
  ['hiding'],
];
/**
 * The speaker's dislike, fear or discomfort rejects its object ("I'm scared of big emotions");
 * negated, it welcomes it ("I'm not scared of feelings"). Only the speaker's own: "clients afraid of their
 * feelings" describes a problem, not a wish; and not when conceded ("I'm scared of it, but I
 * know I need it").
 */
const aversionPhrases: string[][] = [
  // "I'd hate a therapist who lets me waffle", "I hate being told what to do".
  ['hate'],
  ['dislike'],
  ['loathe'],
  ['detest'],
  ['scared', 'of'],
  ['afraid', 'of'],
  ['frightened', 'of'],
  ['terrified', 'of'],
  ['wary', 'of'],
  ['uncomfortable', 'with'],
  ['nervous', 'about'],
];
/** Verbs of wishing before a frame's cue ("I want less …, more …"). */
const wishLemmas = new Set(['want', 'need', 'like', 'prefer', 'please', 'would']);
const formerWords = new Set(['last', 'old', 'previous', 'first', 'former', 'ex']);
/** A failure verb ("hasn't helped", "won't work", "never mattered") when negated. */
const failureVerbs = new Set(['help', 'work', 'matter']);
/** Pronouns as objects: "beat them" is no comparison. */
const objectWords = new Set(['me', 'him', 'her', 'them', 'us', 'it', 'you', 'myself']);
/** Adverbs that deny a verb by frequency: "rarely helps", "never shifts it". */
const seldomAdverbs = ['never', 'rarely', 'seldom', 'hardly'];
/** What an approach should change, a failure where it seldom does ("rarely shifts it"). */
const changeVerbs = new Set(['shift', 'loosen', 'move', 'budge', 'change', 'touch']);
/** A pronoun subject of a failure predicate points back at the clause before. */
const anaphora = new Set(['it', 'that', 'this', 'those', 'these', 'which', 'all']);
/** Openings of a concession or condition: its verdict is not on the clause before. */
const concessive = new Set(['even', 'although', 'though', 'if', 'when', 'whenever', 'unless']);
/**
 * "Until we go back to those years, nothing sticks", "yet without me setting an agenda, nothing
 * sticks": what is needed first, not what failed.
 */
const neededFirst = (words: readonly Word[]) =>
  ['until', 'unless', 'without'].includes(lower(words[joining.has(lower(words[0])) ? 1 : 0]));
/** Words that join a clause to the one before: "*yet* without me setting an agenda". */
const joining = new Set(['yet', 'but', 'and', 'so', 'still', 'however']);
/** Subjects an approach was tried on: "… and he got nowhere". */
const triedOn = new Set(['he', 'she', 'they', 'we', 'i', 'nothing']);

const startsAt = (words: readonly Word[], at: number, phrase: readonly string[]) =>
  phrase.every((p, k) => lower(words[at + k]) === p);
/** As `startsAt`, a word also matching by lemma ('did' for 'do', "n't" for 'not'). */
const lemmaAt = (words: readonly Word[], at: number, phrase: readonly string[]) =>
  phrase.every((p, k) => {
    const w = words[at + k];
    if (!w) return false;
    const n = lower(w);
    return n === p || w.lemma === p || (p === 'not' && n === "n't");
  });

function isHedged(words: readonly Word[]): boolean {
  return words.some(
    (w, i) => hedgeWords.has(lower(w)) || hedgePhrases.some((p) => startsAt(words, i, p)),
  );
}

/** The subject before the first verb decides who is meant; an imperative addresses the therapist. */
function personOf(words: readonly Word[], inherit?: Person): Person {
  if (!words.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return inherit ?? 'self';
  for (const [i, w] of words.entries()) {
    const n = lower(w);
    // "my therapist", "our kids": the noun says who, not the possessive.
    const owned = words[i + 1];
    if (['my', 'our', 'your'].includes(n) && owned && ['NOUN', 'ADJ'].includes(owned.pos)) continue;
    if (w.pos === 'VERB' || (w.pos === 'AUX' && n !== "'d" && n !== 'would')) break;
    // "my last therapist", "my old counsellor": someone from the story, not the one wished for.
    if (w.pos === 'NOUN' && formerWords.has(lower(words[i - 1]))) return 'others';
    if (selfWords.has(n)) return 'self';
    if (weWords.has(n)) return 'we';
    if (therapistWords.has(n)) return 'therapist';
    if (otherWords.has(n)) return 'others';
  }
  const first = words[0];
  if (first && first.pos === 'VERB' && first.normal === first.lemma) return 'therapist';
  const mentioned = words.map(lower);
  if (mentioned.some((n) => selfWords.has(n))) return 'self';
  if (mentioned.some((n) => weWords.has(n))) return 'we';
  return 'self';
}

/** "yet another listener", "not yet", "as yet": "yet" as an adverb, not a "but". */
const yetAdverb = (words: readonly Word[], i: number) =>
  lower(words[i]) === 'yet' &&
  (['another', 'again', 'more'].includes(lower(words[i + 1])) ||
    ['not', "n't", 'as', 'just', 'never'].includes(lower(words[i - 1])));

/** "… however long it takes", "however hard it gets": a degree, not a contrast. */
const howeverDegree = (words: readonly Word[], i: number) =>
  lower(words[i]) === 'however' &&
  !words[i + 1]?.pause &&
  (['ADJ', 'ADV'].includes(words[i + 1]?.pos ?? '') ||
    // "let him talk about her however he wanted": a manner, mid-clause, no pause before it.
    (!words[i]?.pause &&
      ['he', 'she', 'they', 'you', 'we', 'i'].includes(lower(words[i + 1])) &&
      ['VERB', 'AUX'].includes(words[i + 2]?.pos ?? '')));

/** Where clauses start: after a pause before a subject or connective, and at clause breakers. */
function clauseStarts(words: readonly Word[]): number[] {
  const starts = [0];
  for (let i = 1; i < words.length; i += 1) {
    const n = lower(words[i]);
    const next = lower(words[i + 1]);
    const w = words[i];
    if (!w) continue;
    const breaker =
      clauseBreakers.has(n) &&
      !yetAdverb(words, i) &&
      !(n === 'so' && (next === 'much' || next === 'many' || next === 'far')) &&
      !(n === 'rather' && next !== 'than') &&
      !(n === 'instead' && next !== 'of' && i > 0 && !w.pause) &&
      !(n === 'since' && w.pos !== 'SCONJ');
    const andSubject = (n === 'and' || n === 'or') && subjects.has(next);
    // "… even if it's not what I want to hear": a concession of its own.
    const even = n === 'even' && ['if', 'though', 'when'].includes(next);
    const pausedSubject = w.pause === true && (subjects.has(n) || w.pos === 'SCONJ');
    const usedTo =
      n === 'now' && i > 1 && words.slice(0, i).some((x, k) => usedToAt(words, k) && x);
    // "… never to show their feelings do better *when sessions stay calm*": a subordinate clause
    // with its own subject; not "I don't like it when …", whose "it" the clause stands for, nor
    // "even if …", a clause already.
    // ("I never stay with their pain *until the tears come*": how long the act lasts is the act.)
    const from = starts.at(-1) ?? 0;
    const extent =
      n === 'until' &&
      words.slice(from, i).some((x) => x.pos === 'VERB' && lastingVerbs.has(x.lemma.toLowerCase()));
    // ("Comforting them *when they struggle* is the last thing they need": inside a gerund
    // subject, before its verb.)
    const inSubject =
      /ing$/.test(lower(words[from])) &&
      i - from <= 8 &&
      !words.slice(from, i).some((x) => x.pause) &&
      !words.slice(from + 1, i).some((x) => ['VERB', 'AUX'].includes(x.pos));
    const subordinate =
      timeOrCondition.has(n) &&
      !extent &&
      !inSubject &&
      !['it', 'even'].includes(lower(words[i - 1])) &&
      (subjects.has(next) || ['DET', 'NOUN', 'PROPN'].includes(words[i + 1]?.pos ?? ''));
    if (breaker || andSubject || pausedSubject || usedTo || even || subordinate) {
      // "rather than" / "instead of" keep their cue inside the clause they open.
      if (n === 'than' || starts.includes(i)) continue;
      starts.push(i);
    }
  }
  return starts;
}

const usedToAt = (words: readonly Word[], k: number) =>
  lower(words[k]) === 'used' && lower(words[k + 1]) === 'to';

/**
 * Negation per word, kept inside its clause: wink's flag where a cue stands earlier in the clause
 * (its scope runs to the next punctuation, across "but" and "and I"), and the scope of the cues
 * it misses ("nothing", "hardly").
 */
function negationIn(words: readonly Word[], start: number, end: number): boolean[] {
  const out: boolean[] = [];
  let active = false;
  let cue = false;
  // wink-nlp's flag covers these cues; after the others ("nothing", "rarely") the scope is ours.
  let ownCue = false;
  let withoutCue = false;
  // Where the verb of a negated infinitive stands ("told *not to cry*"), or -1.
  let infinitive = -1;
  // A second negation inside the first's scope undoes it: "I don't want someone who never
  // listens", "I don't want to talk with no direction".
  let double = false;
  // Whether the active negation is a relative clause's ("New fathers who can't sleep … don't need
  // me poking holes"): a "do not" after it negates the main verb afresh.
  let inRelative = false;
  // "Nobody has ever asked me about it": a lack the speaker lived, told in the past, not a
  // refusal ("no one should push me" still negates).
  const told = words
    .slice(start, end)
    .some((x) => ['ever', 'has', 'have', 'had', 'did', 'was'].includes(lower(x)));
  for (let i = start; i < end; i += 1) {
    const w = words[i];
    const n = lower(w);
    const next = words[i + 1];
    const lack =
      (told && i === start && (n === 'nobody' || (n === 'no' && lower(next) === 'one'))) ||
      // "I've never let myself grieve", "I was never able to cry": what they could not do (not
      // "I'm not able to handle harshness": what they cannot bear).
      ((n === 'never' || n === "n't" || n === 'not') &&
        unable.some((p) => startsAt(words, i + 1, p) || startsAt(words, i + 2, p)) &&
        !words.slice(i + 1, i + 6).some((x) => bearVerbs.has(x.lemma)));
    // "the not knowing where they came from": a noun, not a negation.
    // "a no-checking rule": a compound, not a negation.
    const nominal =
      (n === 'not' && lower(words[i - 1]) === 'the') || (n === 'no' && !!next?.hyphen);
    if (
      w &&
      (negationCues.has(n) || asGoodAsNone(words, i)) &&
      !negatesNothing(words, i) &&
      !lack &&
      !nominal &&
      !neededIf(words, i)
    ) {
      // "No, I want structure": a bare "no" answers the question and negates nothing after it.
      const bare = n === 'no' && next?.pause === true;
      // "No trauma processing, no big releases": a negation after a pause starts afresh.
      if (w.pause) {
        active = false;
        double = false;
      }
      // (Whether the cue stands in a relative clause: "people who were told not to cry | need …".)
      const relative = words.slice(start, i).some((x) => ['who', 'that'].includes(lower(x)));
      const afresh =
        inRelative && !double && (n === 'not' || n === "n't") && lower(words[i - 1]) === 'do';
      if (active && !bare && !afresh && !['nor', 'neither', 'or'].includes(n)) double = !double;
      if (!active || afresh) inRelative = relative;
      active = !bare;
      cue = cue || !bare;
      ownCue = !['not', "n't", 'never', 'no', 'without'].includes(n);
      withoutCue = n === 'without';
      // (Only in a relative clause.)
      infinitive = n === 'not' && lower(next) === 'to' && relative ? i + 2 : -1;
      // wink stops at "not just", read as "not only"; without a "but"/"also" after, it negates:
      // "someone who won't just tell me what I want to hear".
      const only = ['just', 'simply', 'merely'].includes(lower(next));
      if (only && !words.slice(i + 2).some((x) => ['but', 'also'].includes(lower(x))))
        ownCue = true;
      out.push(false);
      continue;
    }
    // "Executives lost without work respond to a clear agenda": the main verb after the
    // "without" phrase's noun ends it.
    const mainVerb =
      withoutCue &&
      w?.pos === 'VERB' &&
      !/ing$/.test(n) &&
      ['NOUN', 'PROPN'].includes(words[i - 1]?.pos ?? '');
    // "People who grew up being told not to cry need a room …": a finite verb after the
    // negated infinitive's own, in a relative clause, is the sentence's.
    const afterInfinitive =
      infinitive >= 0 &&
      i > infinitive &&
      ['VERB', 'AUX'].includes(w?.pos ?? '') &&
      !/ing$/.test(n) &&
      lower(words[i - 1]) !== 'to';
    if (mainVerb || afterInfinitive) {
      active = false;
      infinitive = -1;
    }
    // A pause ends the scope, as in wink's own reading, unless a list goes on ("no X, or Y").
    if (w?.pause && !['or', 'nor', 'and'].includes(n)) {
      active = false;
      double = false;
    }
    out.push(cue && active && (ownCue || (w?.negated ?? false)) && !double);
  }
  // "… and doesn't hand them yet another task": wink's flag stops at "yet"; the object goes on.
  for (let i = start + 1; i < end; i += 1) {
    if (!yetAdverb(words, i) || !out[i - 1 - start]) continue;
    for (let k = i; k < end && (k === i || !words[k]?.pause); k += 1) out[k - start] = true;
  }
  // "I can't handle harshness right now": the negation is of the act, not of its time.
  for (let i = start; i < end; i += 1) {
    const phrase = timePhrases.find((p) => startsAt(words, i, p));
    // ("I don't stay in the now": a noun, the time worked in.)
    const noun = lower(words[i - 1]) === 'the';
    // ("I never work on the problems they face today": the time of what the object names.)
    const relative =
      i - 2 > start && subjects.has(lower(words[i - 2])) && words[i - 1]?.pos === 'VERB';
    if (!phrase || i === start || negationCues.has(lower(words[i - 1])) || noun || relative)
      continue;
    for (let k = 0; k < phrase.length; k += 1) out[i - start + k] = false;
  }
  // "Without looking at the father who shouted, no technique lasts": a condition that nothing
  // works without is what is needed.
  for (let i = start; i < end; i += 1) {
    const joined = joining.has(lower(words[i - 1])) && (i === 1 || !!words[i - 1]?.pause);
    const opens = i === 0 || !!words[i]?.pause || joined;
    if (lower(words[i]) !== 'without' || !opens) continue;
    let j = i + 1;
    while (j < words.length && !words[j]?.pause && !noneFollows.has(lower(words[j]))) j += 1;
    // ("Without homework, they get nowhere", "…, they don't improve", "…, they stay stuck":
    // the clause after the pause says nothing works.)
    let after = j + 1;
    while (after < words.length && !words[after]?.pause && !failing.has(lower(words[after])))
      after += 1;
    const fails =
      noneFollows.has(lower(words[j])) || (!!words[j]?.pause && failing.has(lower(words[after])));
    if (!fails) continue;
    for (let k = i; k < Math.min(j, end); k += 1) out[k - start] = false;
  }
  // "My clients with anxiety spiral without a structure": what they flounder without is needed.
  for (let i = start + 1; i < end; i += 1) {
    if (lower(words[i]) !== 'without') continue;
    const verb = words[i - 1]?.pos === 'ADV' ? words[i - 2] : words[i - 1];
    if (!flounderVerbs.has(verb?.lemma.toLowerCase() ?? '')) continue;
    for (let k = i; k < end && (k === i || !words[k]?.pause); k += 1) out[k - start] = false;
  }
  // "I never stay with their pain until the tears come": wink's flag stops at "until", but the
  // act negated lasts until then.
  for (let i = start + 1; i < end; i += 1) {
    if (lower(words[i]) !== 'until' || words[i]?.pause) continue;
    const verb = start + words.slice(start, i).findLastIndex((x) => x.pos === 'VERB');
    if (verb < start || !out[verb - start]) continue;
    if (!lastingVerbs.has(words[verb]?.lemma.toLowerCase() ?? '')) continue;
    // (Only the verb's own negation: not "Nothing replaces sitting with them until …".)
    const denied = words
      .slice(Math.max(start, verb - 3), verb)
      .some((x) => ['not', "n't", 'never'].includes(lower(x)));
    if (!denied) continue;
    for (let k = i + 1; k < end && !words[k]?.pause; k += 1) out[k - start] = true;
  }
  return out;
}

/**
 * "They won't find relief if we don't look at what their parents went through": the negation
 * in a condition of a negated outcome names what is needed.
 */
export function neededIf(words: readonly Word[], at: number): boolean {
  if (!negationCues.has(lower(words[at]))) return false;
  const opener = [1, 2, 3].map((k) => at - k).find((k) => lower(words[k]) === 'if');
  if (opener === undefined) return false;
  const subject = words
    .slice(opener + 1, at)
    .every((w) => ['PRON', 'NOUN', 'PROPN'].includes(w.pos) || w.lemma === 'do');
  let k = opener - 1;
  while (k >= 0 && !words[k + 1]?.pause && !negationCues.has(lower(words[k]))) k -= 1;
  return subject && k >= 0 && !words[k + 1]?.pause && negationCues.has(lower(words[k]));
}

/** What people do without what they need: "they spiral without a structure". */
const flounderVerbs = new Set([
  'spiral',
  'flounder',
  'drift',
  'struggle',
  'relapse',
  'stall',
  'crumble',
  'collapse',
  'flail',
  'sink',
  'unravel',
  'drown',
]);

/** Words that open a question a verb asks: "asking *what* they did". */
const whWords = new Set(['what', 'why', 'how', 'where', 'whether', 'who']);

/** What nothing works without: "Without X, *nothing* sticks", "…, *no* technique lasts". */
const noneFollows = new Set(['no', 'nothing', 'none', 'nobody', 'never']);
/** A main clause saying nothing works: "…, they get *nowhere*", "they *don't* improve". */
const failing = new Set([...noneFollows, 'nowhere', 'stuck', 'not', "n't", 'cannot']);

interface Frame {
  /** Word ranges [start, end) and the role they get. */
  spans: { start: number; end: number; role: ContrastRole }[];
}

/** Contrast frames inside one sentence, as word ranges. */
function contrastIn(words: readonly Word[], starts: number[]): Frame {
  const spans: Frame['spans'] = [];
  const clauseEnd = (i: number) => starts.find((s) => s > i) ?? words.length;
  const clauseStart = (i: number) => [...starts].reverse().find((s) => s <= i) ?? 0;
  const pauseEnd = (from: number) => {
    for (let k = from + 1; k < words.length; k += 1) if (words[k]?.pause) return k;
    return words.length;
  };
  /**
   * Where the side a comparison rejects ends: its clause, a pause, or the main clause's verb
   * after it ("clients who want to be heard rather than *fixed* should be given control").
   */
  const comparedEnd = (from: number) => {
    const stop = clauseEnd(from);
    // "… more than any meal plan I could impose": a relative clause after the noun goes with it.
    let relative = false;
    for (let k = from + 1; k < stop; k += 1) {
      const w = words[k];
      if (!w || w.pause) return k;
      const pronoun = ['i', 'we', 'they', 'he', 'she', 'you'].includes(lower(w));
      if (pronoun && ['NOUN', 'PROPN'].includes(words[k - 1]?.pos ?? '')) relative = true;
      // ("… instead of asking what they did to provoke it": a question a verb asks goes with it.)
      if (whWords.has(lower(w)) && words[k - 1]?.pos === 'VERB') relative = true;
      if (relative) continue;
      if (w.pos === 'AUX' && !['be', 'being', 'been'].includes(lower(w))) return k;
      if (w.pos === 'VERB' && ['NOUN', 'PROPN'].includes(words[k - 1]?.pos ?? '')) return k;
      // "… so rather than diving in I keep sessions contained": a subject and its verb start
      // the main clause.
      const subject = ['i', 'we', 'they', 'he', 'she'].includes(lower(words[k - 1]));
      if (['VERB', 'AUX'].includes(w.pos) && subject && k - 1 > from) return k - 1;
    }
    return stop;
  };
  for (let i = 0; i < words.length; i += 1) {
    const n = lower(words[i]);
    const next = lower(words[i + 1]);
    const prev = lower(words[i - 1]);
    // "rather than Y" / "instead of Y": Y is rejected; sentence-initial, up to the pause.
    if ((n === 'rather' && next === 'than') || (n === 'instead' && next === 'of')) {
      const initial = i === 0 || words[i]?.pause === true;
      // ("…, rather than managing today's symptoms I find we have to …": with no pause after it,
      // a subject and its verb start the main clause.)
      const mainAt = words.findIndex(
        (w, k) =>
          k > i + 3 &&
          ['i', 'we'].includes(lower(words[k - 1])) &&
          ['VERB', 'AUX'].includes(w.pos) &&
          !words.slice(i + 2, k).some((x) => x.pause),
      );
      const unpaused = initial && pauseEnd(i + 1) === words.length && mainAt > 0;
      const end = unpaused ? mainAt - 1 : initial ? pauseEnd(i + 1) : comparedEnd(i + 2);
      spans.push({ start: i + 2, end, role: 'rejected' });
      if (initial) spans.push({ start: end, end: clauseEnd(end), role: 'preferred' });
      else spans.push({ start: clauseStart(i), end: i, role: 'preferred' });
      continue;
    }
    // "I'd rather X than Y", "I'd sooner cancel the session than Y".
    if ((n === 'rather' || n === 'sooner') && next !== 'than') {
      const than = words.findIndex((w, k) => k > i && lower(w) === 'than');
      if (than > i) {
        spans.push({ start: i + 1, end: than, role: 'preferred' });
        spans.push({ start: than + 1, end: comparedEnd(than + 1), role: 'rejected' });
      }
      continue;
    }
    // "X better than Y", "X more than Y" (not "more than anything", "more than two years").
    if ((n === 'better' || n === 'more') && next === 'than') {
      const after = words[i + 2];
      const a = lower(after);
      if (
        !after ||
        after.pos === 'NUM' ||
        ['anything', 'ever', 'once', 'a', 'one', 'that', 'i', 'we'].includes(a)
      )
        continue;
      spans.push({ start: clauseStart(i), end: i, role: 'preferred' });
      spans.push({ start: i + 2, end: comparedEnd(i + 2), role: 'rejected' });
      continue;
    }
    // "more interested in X than Y", "less X than Y": the side after "less" loses.
    // (And "respond better to exercises than to open-ended talk".)
    if (['more', 'less', 'better', 'further'].includes(n) && next !== 'than') {
      const than = words.findIndex(
        (w, k) => k > i + 1 && k < clauseEnd(i) + 3 && lower(w) === 'than',
      );
      const more = n !== 'less';
      if (than > i) {
        spans.push({ start: i + 1, end: than, role: more ? 'preferred' : 'rejected' });
        spans.push({
          start: than + 1,
          end: comparedEnd(than + 1),
          role: more ? 'rejected' : 'preferred',
        });
        continue;
      }
      // "Less talk about feelings, more problem-solving": each side up to the other's cue.
      const other = more ? ['less', 'fewer'] : ['more'];
      const opens =
        i === 0 ||
        words[i]?.pause === true ||
        wishLemmas.has(words[i - 1]?.lemma ?? '') ||
        // "I've learned to be less cosy and more straight", "what they needed was less looking
        // back and more problem-solving".
        words[i - 1]?.lemma === 'be';
      const turn = words.findIndex((w, k) => k > i + 1 && other.includes(lower(w)));
      if (opens && prev !== 'no' && turn > i && lower(words[turn + 1]) !== 'than') {
        let stop = turn + 1;
        while (stop < words.length && !words[stop]?.pause) stop += 1;
        spans.push({ start: i + 1, end: turn, role: more ? 'preferred' : 'rejected' });
        spans.push({ start: turn + 1, end: stop, role: more ? 'rejected' : 'preferred' });
      }
      continue;
    }
    // "Ten minutes of problem-solving beats an hour on their parents": the side beaten loses
    // (not "beat them", "beats me").
    const beating = ['beat', 'trump', 'outweigh'].includes(words[i]?.lemma ?? '');
    if (beating && i > 0 && words[i]?.pos === 'VERB' && !objectWords.has(next)) {
      // ("Nothing beats a written plan": the best, with no side beaten.)
      if (i === clauseStart(i) + 1 && lower(words[i - 1]) === 'nothing') {
        spans.push({ start: i + 1, end: comparedEnd(i + 1), role: 'preferred' });
        continue;
      }
      spans.push({ start: clauseStart(i), end: i, role: 'preferred' });
      spans.push({ start: i + 1, end: comparedEnd(i + 1), role: 'rejected' });
      continue;
    }
    // "X over Y" as a preference (not "over the years", "go over my week").
    if (n === 'over' && i > 0) {
      const p = words[i - 1];
      const after = words[i + 1];
      const wish = words.some((w) =>
        ['prefer', 'choose', 'pick', 'value', 'favour', 'favor', 'take', 'rather', 'want'].includes(
          w.lemma,
        ),
      );
      const sides =
        p &&
        after &&
        ['NOUN', 'ADJ', 'PROPN'].includes(p.pos) &&
        // (The tagger may read "deep" in "over deep emotional work" as an adverb.)
        ['NOUN', 'ADJ', 'PROPN', 'VERB', 'ADV'].includes(after.pos) &&
        !['the', 'my', 'a', 'many', 'several', 'time'].includes(next);
      // "It's validation over confrontation", "Structure over spontaneity": no verb but the
      // copula before it, so the comparison is the point.
      const verbless = words
        .slice(clauseStart(i), i - 1)
        .every((w) => ['DET', 'ADJ', 'ADV', 'PRON', 'AUX'].includes(w.pos));
      if (sides && (wish || verbless)) {
        spans.push({ start: clauseStart(i), end: i, role: 'preferred' });
        // (To a pause: "X over deep emotional work: small activities I plan with them".)
        spans.push({ start: i + 1, end: comparedEnd(i + 1), role: 'rejected' });
      }
      continue;
    }
    // "X, but Y": X conceded, Y preferred (unless X is already negated: "not X but Y").
    if (
      (n === 'but' ||
        (n === 'however' && !howeverDegree(words, i)) ||
        (n === 'yet' && !yetAdverb(words, i))) &&
      i > 0 &&
      prev !== 'nothing' &&
      prev !== 'all' &&
      // "consistently validating but also holding firm limits": both, nothing conceded.
      // ("I give them the structure, but I also help them feel the fear".)
      !(
        (next === 'also' || (['i', 'we'].includes(next) && lower(words[i + 2]) === 'also')) &&
        !words.slice(0, i).some((w) => lower(w) === 'only')
      )
    ) {
      const before = clauseStart(i - 1);
      const after = words.slice(i + 1, clauseEnd(i + 1));
      // "Challenge me, but kindly": a verbless manner after "but" qualifies, it does not outweigh.
      const manner =
        after.length > 0 &&
        after.length <= 3 &&
        !after.some((w) => ['VERB', 'AUX', 'NOUN', 'PRON'].includes(w.pos));
      if (manner) {
        spans.push({ start: i + 1, end: clauseEnd(i + 1), role: 'conceded' });
        continue;
      }
      // "I use a structured protocol, but at a measured pace": a verbless phrase after "but"
      // qualifies what came before; both hold.
      const qualifier =
        after[0]?.pos === 'ADP' && !after.some((w) => ['VERB', 'AUX'].includes(w.pos));
      if (qualifier) continue;
      spans.push({ start: before, end: i, role: 'conceded' });
      spans.push({ start: i + 1, end: clauseEnd(i + 1), role: 'preferred' });
      continue;
    }
    // "I used to want X … now Y".
    if (usedToAt(words, i)) {
      const now = words.findIndex((w, k) => k > i && ['now', 'nowadays'].includes(lower(w)));
      if (now > i) {
        spans.push({ start: i + 2, end: Math.min(clauseEnd(i + 1), now), role: 'rejected' });
        spans.push({ start: now + 1, end: clauseEnd(now + 1), role: 'preferred' });
      }
    }
  }
  return { spans };
}

/**
 * "I never work on their past", "we don't work with dreams": the therapist's work at `i`, not an
 * approach failing ("it never works with them").
 */
const workingAt = (words: readonly Word[], i: number, start: number) =>
  words[i]?.lemma === 'work' &&
  ['on', 'with', 'through', 'in', 'at'].includes(lower(words[i + 1])) &&
  words.slice(Math.max(start, i - 4), i).some((x) => ['i', 'we'].includes(lower(x)));

/** Where a failure predicate starts in the clause ("gentle and warm *did nothing for me*"), or -1. */
function failureAt(words: readonly Word[], start: number, end: number): number {
  for (let i = start; i < end; i += 1) {
    // (Not an infinitive: "a client who uses avoidance to stay stuck".)
    const infinitive = lower(words[i - 1]) === 'to';
    // (Nor "I don't stick with homework": keeping at something, not its not lasting.)
    const keepsAt = (p: readonly string[]) =>
      p.at(-1) === 'stick' && ['with', 'to', 'at'].includes(lower(words[i + p.length]));
    const fails = (p: readonly string[]) =>
      lemmaAt(words, i, p) &&
      i + p.length <= end &&
      !keepsAt(p) &&
      !(p.at(-1) === 'work' && workingAt(words, i + p.length - 1, start));
    if (!infinitive && failurePredicates.some(fails)) return i;
    if (closingFailures.some((p) => lemmaAt(words, i, p) && i + p.length === end)) return i;
    // "… and none of it moves them", "none of that helped": whatever follows "none of it".
    const none = lower(words[i]) === 'none' && lower(words[i + 1]) === 'of';
    if (none && anaphora.has(lower(words[i + 2])) && i + 3 < end) return i;
    // "Confronting her had got the school nowhere": "get … nowhere" with any short object.
    const nowhere = [2, 3, 4].find((k) => lower(words[i + k]) === 'nowhere' && i + k < end);
    if (words[i]?.lemma === 'get' && nowhere !== undefined) return i;
    const w = words[i];
    // "Knowing why rarely gets anyone to sleep", "… doesn't stop them drinking": what gets no
    // one anywhere, or stops nothing.
    const someone = ['anyone', 'anybody', 'them', 'him', 'her'].includes(lower(words[i + 1]));
    const gets = w?.lemma === 'get' && someone && lower(words[i + 2]) === 'to';
    const stops = w?.lemma === 'stop' && someone && /ing$/.test(lower(words[i + 2]));
    // ("Understanding her childhood didn't make my client any less afraid of driving".)
    const lessened =
      w?.lemma === 'make' && words.slice(i + 1, i + 6).some((x) => lower(x) === 'less');
    const denier = i - 1 > start ? lower(words[i - 1]) : '';
    const denied = seldomAdverbs.includes(denier) || ['not', "n't"].includes(denier);
    if ((gets || stops || lessened) && denied) return words[i - 2]?.pos === 'AUX' ? i - 2 : i - 1;
    // "Looking back hasn't helped", "digging it up won't help me": from the auxiliary on.
    if (w && i > start && failureVerbs.has(w.lemma) && w.pos === 'VERB') {
      let k = i - 1;
      // ("was never going to work": over "going to".)
      if (lower(words[k]) === 'to' && lower(words[k - 1]) === 'going') k -= 2;
      while (k > start && ['not', "n't", ...seldomAdverbs].includes(lower(words[k]))) k -= 1;
      // The predicate starts at its auxiliary ("has n't helped") or its cue ("rarely helps").
      if (k < i - 1 && !workingAt(words, i, start)) return words[k]?.pos === 'AUX' ? k : k + 1;
    }
    // "… tracing it back to childhood rarely loosens a compulsion": what seldom moves anything.
    const seldom = seldomAdverbs.includes(lower(words[i - 1]));
    if (w && i - 1 > start && seldom && changeVerbs.has(w.lemma) && w.pos === 'VERB') return i - 1;
    const next = words[i + 1];
    // (The tagger may read "felt" as a noun: "keeping things light felt dismissive".)
    const felt = !!w && (w.lemma === 'feel' || w.lemma === 'seem' || lower(w) === 'felt');
    const linking = w && (w.lemma === 'be' || felt);
    if (linking && i > start && i + 1 < end) {
      const at = lower(next) === 'so' || lower(next) === 'too' ? i + 2 : i + 1;
      const adjective = words[at];
      // Not a verb with its object: "she was exhausting herself".
      const object = objectPronouns.has(lower(words[at + 1]));
      const failed =
        failureAdjectives.has(lower(adjective)) || (felt && feltAdjectives.has(lower(adjective)));
      if (adjective && failed && !object) return i;
    }
  }
  return -1;
}

/** Objects after a participle that make it a verb ("exhausting herself"). */
const objectPronouns = new Set([
  'me',
  'him',
  'her',
  'them',
  'us',
  'myself',
  'himself',
  'herself',
  'themselves',
  'yourself',
]);

/** "I hated it", "I don't want a therapist like that": the speaker rejects what came before. */
function rejectsBefore(words: readonly Word[]): boolean {
  const n = words.map(lower);
  const last = n[n.length - 1] ?? '';
  const pointer = ['it', 'that', 'this', 'them', 'those'].includes(last);
  if (!pointer) return false;
  if (words.some((w) => dislikeVerbs.has(w.lemma)) && n.some((x) => selfWords.has(x))) return true;
  // "… even when they don't like it": someone else's dislike is no rejection by the speaker.
  const others = n.some((x) => ['they', 'he', 'she', 'clients', 'people'].includes(x));
  return n[n.length - 2] === 'like' && n.some((x) => negationCues.has(x)) && !others;
}

/** Pronouns that open a relative clause: what follows is said of them alone. */
const relativeWords = new Set(['what', 'which', 'that', 'who', 'whatever']);
/** Verbs whose object alone is rejected ("clients who *bottle up* rage … need …"). */
const objectVerbs = new Set([
  'ignore',
  'suppress',
  'bury',
  'bottle',
  'dismiss',
  'have',
  'hide',
  'hiding',
]);
const frequencyWords = new Set(['often', 'usually', 'generally', 'typically', 'mostly', 'always']);

/**
 * What a rejecting phrase rejects, as [from, to): for a verb ("bottle up rage"), its object, up
 * to the next verb or frequency adverb after a noun ("… rage for years *often need* …"); for the
 * other phrases ("done with *therapists who let me ramble*"), the rest of the clause.
 */
function rejectedSpan(
  words: readonly Word[],
  start: number,
  end: number,
  aversion: (i: number) => boolean,
): [number, number] | undefined {
  for (let i = start; i < end; i += 1) {
    const p =
      rejectingPhrases.find((r) => lemmaAt(words, i, r)) ??
      (aversion(i) ? aversionPhrases.find((r) => lemmaAt(words, i, r)) : undefined);
    if (!p) continue;
    const from = i + p.length;
    if (!objectVerbs.has(p[0] ?? '')) return [from, end];
    let noun = false;
    for (let k = from; k < end; k += 1) {
      const w = words[k];
      if (!w) break;
      // "… have had enough pressure; don't push them": the object ends at a pause.
      // ("the friends they buried, and letting the sorrow land": none at all before one.)
      if (w.pause) return [from, k];
      if (noun && (['VERB', 'AUX'].includes(w.pos) || frequencyWords.has(lower(w))))
        return [from, k];
      if (['NOUN', 'PROPN', 'PRON'].includes(w.pos)) noun = true;
    }
    return [from, end];
  }
  return undefined;
}

/**
 * "Men raised by violent fathers who are now scared of their own temper": a dislike told of
 * others in a relative clause, not the speaker's.
 */
function othersAverse(words: readonly Word[], i: number): boolean {
  const who = words.findLastIndex((w, k) => k < i && k >= i - 4 && lower(w) === 'who');
  const head = words[who - 1];
  if (!head) return false;
  // (Plural: "fathers", "men"; not "I'm a person who is scared of conflict".)
  const plural =
    head.lemma !== lower(head) ||
    /s$/.test(lower(head)) ||
    ['men', 'women', 'people', 'children'].includes(lower(head));
  return who > 0 && ['NOUN', 'PROPN'].includes(head.pos) && plural;
}

/** The clauses of analysed sentences, for readers that already hold `analyseText`'s result. */
export function scopeSentences(sentences: readonly Sentence[]): Clause[] {
  const clauses: Clause[] = [];
  for (const s of sentences) {
    const words = s.words;
    const starts = clauseStarts(words);
    const frame = contrastIn(words, starts);
    const roleAt = (i: number): ContrastRole | null => {
      // Later frames refine earlier ones; 'rejected' wins over 'conceded'.
      let role: ContrastRole | null = null;
      for (const sp of frame.spans) {
        if (
          i >= sp.start &&
          i < sp.end &&
          (role === null || role === 'conceded' || sp.role === 'rejected')
        )
          role = sp.role;
      }
      return role;
    };
    // "It never ends well when I push them": the "it" stands for the clause that follows.
    let forward = false;
    starts.forEach((start, k) => {
      const pointed = forward;
      forward = false;
      const end = starts[k + 1] ?? words.length;
      if (end <= start) return;
      const slice = words.slice(start, end);
      const negation = negationIn(words, start, end);
      const scoped: ScopedWord[] = slice.map((w, j) => ({
        ...w,
        index: start + j,
        negated: negation[j] ?? false,
        contrast: roleAt(start + j),
      }));
      // "X did nothing for me": X is rejected; "it did nothing for me" rejects the clause before.
      const fail = failureAt(words, start, end);
      // "… a therapist who is blunt about *what isn't working*": a relative's own failure.
      // (A sentence's opening "That rarely helps" points back instead.)
      const demonstrative = fail - 1 === 0 && ['that', 'this'].includes(lower(words[0]));
      // ("Her GP gave her worksheets, which did nothing": after a pause, "which" points back.)
      const pointer = lower(words[fail - 1]) === 'which' && !!words[fail - 1]?.pause;
      const relative =
        fail > start && relativeWords.has(lower(words[fail - 1])) && !demonstrative && !pointer;
      if (fail >= 0 && !relative) {
        // "I keep it gentle with them, challenging them is the last thing they need": after a
        // pause that follows a clause of its own, the failure's subject starts anew.
        const spliced = scoped.findLastIndex(
          (w, j) =>
            j > 0 &&
            j < fail - start &&
            !!w.pause &&
            scoped
              .slice(0, j)
              .some((x) => ['VERB', 'AUX'].includes(x.pos) && !/ing$/.test(lower(x))),
        );
        const subject = scoped.slice(Math.max(0, spliced), fail - start);
        // "… and he got nowhere": a person the approach was tried on points back at it too.
        // Not a concession or condition: "we go into the grief, even when it's overwhelming".
        const conceding = concessive.has(lower(words[start]));
        // "In my experience it backfires": an opening phrase, then the pronoun.
        // ("In my hands that always backfired": an adverb after the pronoun.)
        const bare = subject.at(-1)?.pos === 'ADV' ? subject.slice(0, -1) : subject;
        const opened =
          ['ADP', 'ADV'].includes(subject[0]?.pos ?? '') &&
          anaphora.has(lower(bare[bare.length - 1]));
        // "You have to confront it directly or nothing changes", "…, otherwise nothing moves":
        // what nothing changes without is needed.
        const otherwise = ['or', 'otherwise', 'else'].includes(lower(words[fail - 1]));
        const next = starts[k + 1];
        forward =
          subject.length === 1 &&
          lower(subject[0]) === 'it' &&
          next !== undefined &&
          // (Not "It went nowhere until I told them straight": what was needed.)
          ['when', 'whenever', 'if', 'once'].includes(lower(words[next]));
        const pointsBack =
          !forward &&
          !conceding &&
          !otherwise &&
          (subject.length === 0 ||
            opened ||
            subject.every(
              (w) =>
                anaphora.has(lower(w)) ||
                triedOn.has(lower(w)) ||
                ['DET', 'ADV', 'CCONJ', 'AUX'].includes(w.pos) ||
                // ("… and she felt nothing changed".)
                (w.pos === 'VERB' && ['feel', 'find', 'notice'].includes(w.lemma)),
            ));
        // "You won't help them by waiting for them to decide": the means fails, not its doer.
        const by = scoped.findIndex(
          (w, j) => j > fail - start && lower(w) === 'by' && /ing$/.test(lower(scoped[j + 1])),
        );
        const doer =
          subject.length > 0 &&
          subject.every((w) => ['you', 'we', 'i'].includes(lower(w)) || w.pos === 'AUX');
        // A list with no verb before "and none of it …": "- comforting, soothing, 'poor you' -".
        const lastPause = subject.findLastIndex((w) => !!w.pause);
        const listed =
          !pointsBack &&
          !otherwise &&
          lastPause > 0 &&
          clauses.at(-1)?.sentence === s.index &&
          !subject.some((w) => ['VERB', 'AUX'].includes(w.pos)) &&
          subject.slice(lastPause).every((w) => w.pos === 'CCONJ' || anaphora.has(lower(w)));
        if (by > 0 && doer) {
          scoped.slice(by + 1).forEach((w) => {
            w.contrast = 'rejected';
          });
        } else if (pointsBack && spliced > 0) {
          // ("Her GP gave her worksheets, which did nothing": back to before the pause.)
          scoped.slice(0, spliced).forEach((w) => {
            if (!w.negated) w.contrast = 'rejected';
          });
        } else if (pointsBack || listed) {
          // ("They get sympathy from everyone - comforting, soothing, 'you poor thing' - and none
          // of it moves them": the list says again what the clause before it names.)
          if (listed) subject.forEach((w) => (w.contrast = 'rejected'));
          const prev = clauses[clauses.length - 1];
          if (prev && !neededFirst(prev.words)) {
            prev.words.forEach((w) => {
              if (!w.negated) w.contrast = 'rejected';
            });
            prev.contrast = 'rejected';
          }
        } else if (!neededFirst(subject) && !otherwise) {
          subject.forEach((w) => {
            w.contrast = 'rejected';
          });
        }
        // The predicate itself ("did nothing for me") is not a wish either way.
        scoped.slice(fail - start).forEach((w) => {
          w.negated = false;
        });
      }
      const prev = clauses[clauses.length - 1];
      if (fail < 0 && prev && rejectsBefore(slice)) {
        prev.words.forEach((w) => {
          if (!w.negated) w.contrast = 'rejected';
        });
        prev.contrast = 'rejected';
      }
      const person = personOf(
        slice,
        clauses[clauses.length - 1]?.sentence === s.index
          ? clauses[clauses.length - 1]?.person
          : undefined,
      );
      const rejected = rejectedSpan(
        words,
        start,
        end,
        (i) => person === 'self' && roleAt(i) !== 'conceded' && !othersAverse(words, i),
      );
      if (rejected) {
        scoped.slice(rejected[0] - start, rejected[1] - start).forEach((w) => {
          w.contrast = 'rejected';
        });
      }
      if (pointed) {
        scoped.forEach((w) => {
          if (!w.negated) w.contrast = 'rejected';
        });
      }
      const roles = new Set(scoped.map((w) => w.contrast));
      clauses.push({
        sentence: s.index,
        index: clauses.length,
        start,
        end,
        text: slice.map((w) => w.text).join(' '),
        words: scoped,
        // A clause without a verb ("rather than their childhoods") is about the one before's subject.
        person,
        hedged: isHedged(slice),
        negated: slice.some((w, j) => negationCues.has(lower(w)) && !negatesNothing(slice, j)),
        contrast: roles.size === 1 ? ([...roles][0] ?? null) : null,
      });
    });
    const own = clauses.filter((c) => c.sentence === s.index);
    // "… it felt like school. Not again.": the refusal rejects the sentence before.
    if (isRefusal(words)) {
      for (const c of clauses.filter((x) => x.sentence === s.index - 1)) {
        c.words.forEach((w) => {
          if (!w.negated) w.contrast = 'rejected';
        });
      }
    }
    refineSentence(own);
    for (const c of own) {
      const roles = new Set(c.words.map((w) => w.contrast));
      c.contrast = roles.size === 1 ? ([...roles][0] ?? null) : null;
    }
  }
  return clauses;
}

/** Clauses of a text, each word marked negated or not, with its contrast role, hedge and person. */
export function analyseClauses(text: string): Clause[] {
  return scopeSentences(analyseText(text).sentences);
}

/** The clause holding word `word` of sentence `sentence`. */
export function clauseAt(
  clauses: readonly Clause[],
  sentence: number,
  word: number,
): Clause | undefined {
  return clauses.find((c) => c.sentence === sentence && word >= c.start && word < c.end);
}

/**
 * How a word is meant: +1 said as wanted or true, -1 negated or on the rejected side of a
 * contrast (both: +1 again, "rather than not being pushed"); weaker when conceded or hedged.
 */
export function stanceOf(clauses: readonly Clause[], sentence: number, word: number): Stance {
  const clause = clauseAt(clauses, sentence, word);
  const w = clause?.words.find((x) => x.index === word);
  if (!clause || !w) return { polarity: 1, weight: 1, person: 'self', hedged: false };
  const flips = Number(w.negated) + Number(w.contrast === 'rejected');
  const weight =
    (w.contrast === 'conceded' ? CONCEDED_WEIGHT : 1) * (clause.hedged ? HEDGED_WEIGHT : 1);
  return {
    polarity: flips % 2 === 0 ? 1 : -1,
    weight,
    person: clause.person,
    hedged: clause.hedged,
  };
}
