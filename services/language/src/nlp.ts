import { createRequire } from 'node:module';
import winkNLP, {
  type ItemSentence,
  type ItsFunction,
  type Model,
  type WinkMethods,
} from 'wink-nlp';

/** One word of a sentence as the local engine reads it. */
export interface Word {
  /** As written. */
  text: string;
  /** Lower-cased, spelling normalised by the model (e.g. behavioural → behavioral). */
  normal: string;
  lemma: string;
  pos: string;
  stop: boolean;
  /** Inside the scope of a negation ("not", "never", "n't"), up to the next punctuation. */
  negated: boolean;
  /** A punctuation mark (comma, dash, ellipsis, …) stands right before it: a clause may start here. */
  pause?: boolean;
  /** Joined to the word before by a hyphen ("no-checking", "feelings-heavy"). */
  hyphen?: boolean;
  /** Its pause is only a quotation mark ("the 'stay with the feeling' approach"). */
  quoted?: boolean;
}

export interface Sentence {
  index: number;
  text: string;
  words: Word[];
  /** The model's sentiment of the sentence, -1 … 1. */
  sentiment: number;
  /** Noun chunks of the sentence, lower-cased (e.g. 'childhood trauma', 'practical tools'). */
  phrases: string[];
}

export interface KeyPhrase {
  phrase: string;
  count: number;
  /** Index of the sentence where it first occurs. */
  firstSentence: number;
}

export interface TextAnalysis {
  sentences: Sentence[];
  /** Most salient noun chunks first: repeated and longer phrases rank higher, then earlier ones. */
  keyPhrases: KeyPhrase[];
  /** Named entities the model found (dates, durations, …), as `{value, type}`. */
  entities: { value: string; type: string }[];
  sentiment: number;
}

let loaded: WinkMethods | undefined;

/** The model's word list as wink-nlp grows it while reading (see `readDoc`). */
interface Lexemes {
  list: string[];
  hash: Record<string, number>;
}
let lexemes: Lexemes | undefined;

/**
 * The English model costs ~40 MB and ~200 ms, so it is read on first use: a service whose AI
 * slice runs on the `openai` provider never pays for it.
 */
function nlp(): WinkMethods {
  if (loaded) return loaded;
  const model = createRequire(__filename)('wink-eng-lite-web-model') as Model;
  const instance = winkNLP({
    ...model,
    core: () => {
      const core = (model.core as () => { features: { lexeme: Lexemes } })();
      lexemes = core.features.lexeme;
      return core;
    },
  } as Model);
  // Noun chunks: up to two adjectives, then one or two nouns ("gentle validation", "panic attacks").
  instance.learnCustomEntities([
    { name: 'chunk', patterns: ['[|ADJ] [|ADJ] [NOUN|PROPN] [|NOUN|PROPN]'] },
  ]);
  loaded = instance;
  return instance;
}

const possessive = /['’]s$/;

/**
 * Reads a text and hands its document to `read`. wink-nlp learns words as it reads: "mother's"
 * before a full stop is kept whole and added to the word list, and from then on every "mother's"
 * is read whole (one proper noun) where a fresh process reads "mother" + "'s". What a text means
 * must not hang on what the process happened to read before it, so the possessives a reading
 * added are forgotten once `read` is done: every text reads as it would in a fresh process.
 */
function readDoc<T>(text: string, read: (doc: ReturnType<WinkMethods['readDoc']>) => T): T {
  const instance = nlp();
  const known = lexemes?.list.length ?? 0;
  const result = read(instance.readDoc(text));
  if (lexemes) {
    for (let i = known; i < lexemes.list.length; i++) {
      const word = lexemes.list[i] ?? '';
      if (possessive.test(word) && lexemes.hash[word] === i) delete lexemes.hash[word];
    }
  }
  return result;
}

/**
 * Words too general to be a key phrase on their own in a therapist's notes; they still count
 * inside longer phrases ("anxious clients").
 */
const generic = new Set([
  'client',
  'clients',
  'therapist',
  'therapists',
  'therapy',
  'session',
  'sessions',
  'people',
  'person',
  'thing',
  'things',
  'way',
  'ways',
  'lot',
  'time',
  'times',
  'kind',
  'sort',
  'bit',
  'year',
  'years',
  'day',
  'days',
  'someone',
  'something',
  'everyone',
  'anything',
  'part',
  'experience',
  'dr',
  'dr.',
  'mr',
  'mrs',
  'ms',
]);

function readWords(s: ItemSentence): Word[] {
  const its = nlp().its;
  const t = s.tokens();
  const text = t.out(its.value) as string[];
  const normal = t.out(its.normal) as string[];
  // The lemma helper takes the model's addons, which its declared type does not show.
  const lemma = t.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const pos = t.out(its.pos) as string[];
  const stop = t.out(its.stopWordFlag) as unknown as boolean[];
  const negated = t.out(its.negationFlag) as unknown as boolean[];
  const type = t.out(its.type) as string[];
  const spaces = t.out(its.precedingSpaces) as string[];
  const words: Word[] = [];
  let pause = false;
  let hyphen = false;
  let quoted = true;
  for (let i = 0; i < text.length; i += 1) {
    if (type[i] === 'punctuation') {
      // A hyphen inside a word ("feelings-heavy", "self-critical") joins; a dash pauses.
      const joining = text[i] === '-' && !spaces[i] && !spaces[i + 1];
      hyphen = joining && words.length > 0;
      pause = pause || (words.length > 0 && !joining);
      quoted = quoted && /^['"‘’“”]$/.test(text[i] ?? '');
      continue;
    }
    words.push({
      text: text[i] ?? '',
      normal: normal[i] ?? '',
      lemma: (lemma[i] ?? '').toLowerCase(),
      pos: pos[i] ?? '',
      stop: stop[i] ?? false,
      negated: negated[i] ?? false,
      pause,
      ...(hyphen ? { hyphen } : {}),
      ...(pause && quoted ? { quoted } : {}),
    });
    pause = false;
    hyphen = false;
    quoted = true;
  }
  // The tagger may read a verb of liking after a plural subject as a noun: "Clients love a
  // therapist who nods along".
  words.forEach((w, i) => {
    const before = words[i - 1];
    const plural =
      !!before && ['NOUN', 'PROPN'].includes(before.pos) && /[^s]s$/.test(before.normal);
    const object = ['DET', 'PRON', 'ADJ', 'PART'].includes(words[i + 1]?.pos ?? '');
    if (w.pos === 'NOUN' && likingVerbs.has(w.lemma) && plural && object && !w.pause)
      w.pos = 'VERB';
  });
  return words;
}

const likingVerbs = new Set(['love', 'hate', 'like', 'prefer', 'crave', 'dread', 'resent']);

function readPhrases(s: ItemSentence): string[] {
  const phrases: string[] = [];
  for (const raw of s.customEntities().out() as string[]) {
    const words = raw
      .toLowerCase()
      .replace(/[^a-z0-9' -]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 0) continue;
    if (words.length === 1 && (generic.has(words[0] ?? '') || (words[0] ?? '').length < 4))
      continue;
    phrases.push(words.join(' '));
  }
  return phrases;
}

function rankPhrases(sentences: Sentence[]): KeyPhrase[] {
  const byPhrase = new Map<string, KeyPhrase>();
  for (const s of sentences) {
    for (const phrase of s.phrases) {
      const seen = byPhrase.get(phrase);
      if (seen) seen.count += 1;
      else byPhrase.set(phrase, { phrase, count: 1, firstSentence: s.index });
    }
  }
  const weight = (k: KeyPhrase) => k.count * (1 + 0.5 * (k.phrase.split(' ').length - 1));
  return [...byPhrase.values()].sort(
    (a, b) =>
      weight(b) - weight(a) ||
      a.firstSentence - b.firstSentence ||
      a.phrase.localeCompare(b.phrase),
  );
}

/**
 * The words of a lexicon term as the model reads them, so a term and a sentence meet in the same
 * forms: spelling normalised ('person-centred' → person centered), contractions expanded
 * ("don't" → do not), punctuation dropped.
 */
export function readTermWords(term: string): Pick<Word, 'normal' | 'lemma'>[] {
  const its = nlp().its;
  const [normal, lemma, type] = readDoc(term, (doc) => {
    const t = doc.tokens();
    return [
      t.out(its.normal) as string[],
      t.out(its.lemma as unknown as ItsFunction<string>) as string[],
      t.out(its.type) as string[],
    ];
  });
  return normal
    .map((n, i) => ({ normal: n, lemma: (lemma[i] ?? n).toLowerCase(), type: type[i] }))
    .filter((w) => w.type !== 'punctuation')
    .map(({ normal: n, lemma: l }) => ({ normal: n, lemma: l }));
}

/** Sentences, words (POS, lemma, negation), noun-chunk key phrases, entities and sentiment of a text. */
export function analyseText(text: string): TextAnalysis {
  const { its } = nlp();
  return readDoc(text.replace(/\s+/g, ' ').trim(), (doc) => {
    const sentences: Sentence[] = [];
    doc.sentences().each((s: ItemSentence) => {
      const words = readWords(s);
      if (words.length === 0) return;
      sentences.push({
        index: sentences.length,
        text: (s.out() as string).trim(),
        words,
        sentiment: Number(s.out(its.sentiment)) || 0,
        phrases: readPhrases(s),
      });
    });
    const entities = (
      doc.entities().out(its.detail) as unknown as { value: string; type: string }[]
    ).map((e) => ({ value: e.value, type: e.type }));
    return {
      sentences,
      keyPhrases: rankPhrases(sentences),
      entities,
      sentiment: Number(doc.out(its.sentiment)) || 0,
    };
  });
}
