import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import wordClasses from './lexicon/classes.json';
import dimensionTerms from './lexicon/dimensions.json';
import themeData from './lexicon/themes.json';
import { readTermWords, type Sentence } from './nlp';
import { agentOf } from './frames';
import { scopeSentences, stanceOf, type Clause, type Person } from './scope';

/** Therapy themes the lexicon knows, e.g. 'anxiety', 'trauma'. */
export type ThemeKey = keyof typeof themeData;
export const themeKeys = Object.keys(themeData) as ThemeKey[];

export interface ThemeEntry {
  label: string;
  terms: string[];
  /** Phrases in which the terms do not name the theme ('as a child', 'weight loss'). */
  except?: string[];
  /** Question templates; `{topic}` is replaced by the expert's own phrase for the theme. */
  client: string;
  therapist: string;
}

export const themes: Record<ThemeKey, ThemeEntry> = themeData;

interface DimensionEntry {
  high: string[];
  low: string[];
  /** Phrases in which the terms say nothing about the dimension ('kind of'). */
  except?: string[];
  /**
   * Acts whose pole follows who does them ('lead', 'set the pace', 'call the shots'): the
   * therapist → the first pole, the client → the second ("let me lead", "someone who leads").
   * Listed under the pole they take when nobody in particular is meant.
   */
  agent?: { high: string[]; low: string[] };
}

/**
 * Who is speaking: "I" is the client in a client's answers, the therapist in a therapist's;
 * unknown (an expert's notes, a reader that does not say), "I" leaves a term its listed pole.
 */
export type Speaker = 'client' | 'therapist';

const dimensionEntries: Record<DimensionKey, DimensionEntry> = dimensionTerms;

/** +1: the first-named pole of a dimension (DESIGN §6), -1 the second. */
export type Pole = 1 | -1;

export interface ThemeHit {
  theme: ThemeKey;
  /** The lexicon term that matched; the words as written when it has slots ('lost my husband'). */
  term: string;
  sentence: number;
}

export interface DimensionHit {
  dimension: DimensionKey;
  /**
   * Already flipped when the word is negated ("not years of exploring their past") or on the
   * rejected side of a contrast ("rather than their childhoods", "warmth did nothing for me").
   */
  pole: Pole;
  term: string;
  sentence: number;
  /** Said against the term: negated or rejected (the pole is flipped). */
  negated: boolean;
  /** 1; less when conceded before a "but" or hedged (./scope). */
  weight: number;
  /** Who the clause is about: a wish about the therapist, or a story about others. */
  person: Person;
  /** Index of the term's first word in the sentence's words. */
  word: number;
  /** Read by the statistical model (./dimension-model) where the lexicon had no word. */
  inferred?: true;
}

/**
 * Lexicon terms are words and phrases, matched word by word against a sentence:
 *
 * - A single word matches a word's lemma or normal form, or its singular ('clients' → client).
 * - A phrase word matches a word's normal form or lemma, or shares its lemma: 'grow up' also reads
 *   'growing up', 'where it comes from' also 'where it came from'.
 * - A hyphen is a word break, on both sides: 'self-esteem' reads 'self-esteem' and 'self esteem',
 *   'client-led' reads 'client led'. Spelling is the model's normal form on both sides, so
 *   'person-centred' and 'person-centered' are the same term.
 * - `{name}` stands for one word of a closed word class (./lexicon/classes.json): 'lose {possessive}
 *   {relative}' reads 'lost my husband', 'losing our son'.
 * - A verb and particle ('call out', 'open up') may have an object pronoun between them, as English
 *   puts it there: 'call me out', 'call us out'; any phrase may hold one intensifier between its
 *   words ('tell me exactly what to do').
 * - A single word also reads its derived forms ('gently', 'kindness'; `derivedFrom`).
 *
 * An entry's `except` lists phrases in which its terms do not carry its meaning ('as a child' is a
 * memory, not the client's family; 'kind of' is not kindness). Leniency words ('coddle', 'off the
 * hook') sit on the warm pole: the usual wish is their negation ("don't coddle me"), which flips them.
 */
interface Forms {
  normal: string;
  lemma: string;
}

type Piece = ({ kind: 'word' } & Forms) | { kind: 'class'; words: ReadonlySet<string> };

interface Matcher {
  term: string;
  pieces: Piece[];
  /** Verb + particle: an object pronoun may stand between them ('call me out'). */
  separable: boolean;
}

/** A sentence word, or one part of a hyphenated one, with the index of the word it belongs to. */
interface Token extends Forms {
  word: number;
}

/** Tokens [start, end) of a sentence. */
interface Span {
  start: number;
  end: number;
}

/** Intensifiers a phrase may hold between its words ("tell me *exactly* what to do"). */
const fillers = new Set([
  'just',
  'exactly',
  'really',
  'actually',
  'simply',
  'properly',
  'fully',
  'always',
  'truly',
  'completely',
  'totally',
  'so',
  'pretty',
  'quite',
  'very',
  'fairly',
]);

/** Particles of phrasal verbs that take their object pronoun in between ('call me out'). */
const particles = new Set([
  'up',
  'out',
  'off',
  'down',
  'back',
  'over',
  'away',
  'around',
  'through',
]);

const splitHyphens = (w: Forms): Forms[] => {
  const normals = w.normal.split('-').filter(Boolean);
  if (normals.length <= 1) return [w];
  const lemmas = w.lemma.split('-').filter(Boolean);
  return normals.map((normal, i) => ({
    normal,
    lemma: lemmas.length === normals.length ? (lemmas[i] ?? normal) : normal,
  }));
};

interface Compiled {
  classes: Map<string, ReadonlySet<string>>;
  objects: ReadonlySet<string>;
  themes: { key: ThemeKey; matchers: Matcher[]; except: Matcher[] }[];
  dimensions: {
    key: DimensionKey;
    high: Matcher[];
    low: Matcher[];
    agentHigh: Matcher[];
    agentLow: Matcher[];
    except: Matcher[];
  }[];
}

let compiled: Compiled | undefined;

function compile(term: string, classes: Compiled['classes']): Matcher {
  const pieces: Piece[] = [];
  for (const part of term.toLowerCase().split(/(\{\w+\})/)) {
    const slot = /^\{(\w+)\}$/.exec(part);
    if (slot) {
      const words = classes.get(slot[1] ?? '');
      if (!words) throw new Error(`lexicon: unknown word class ${part} in '${term}'`);
      pieces.push({ kind: 'class', words });
    } else if (part.trim() !== '') {
      for (const w of readTermWords(part).flatMap(splitHyphens))
        pieces.push({ kind: 'word', ...w });
    }
  }
  if (pieces.length === 0) throw new Error(`lexicon: empty term '${term}'`);
  const [verb, particle] = pieces;
  return {
    term: term.toLowerCase(),
    pieces,
    separable: verb?.kind === 'word' && particle?.kind === 'word' && particles.has(particle.normal),
  };
}

/** The lexicon in matchable form; built on first use, as it needs the language model. */
function lexicon(): Compiled {
  if (compiled) return compiled;
  const classes: Compiled['classes'] = new Map();
  for (const [name, words] of Object.entries(wordClasses)) {
    // Both as listed and as the model normalises them ('mum' reads as 'mom').
    classes.set(name, new Set(words.flatMap((w) => [w, ...readTermWords(w).map((x) => x.normal)])));
  }
  const list = (terms: readonly string[] | undefined) =>
    (terms ?? []).map((t) => compile(t, classes));
  compiled = {
    classes,
    objects: classes.get('object') ?? new Set(),
    themes: themeKeys.map((key) => ({
      key,
      matchers: list(themes[key].terms),
      except: list(themes[key].except),
    })),
    dimensions: dimensionKeys.map((key) => {
      const entry = dimensionEntries[key];
      return {
        key,
        high: list(entry.high),
        low: list(entry.low),
        agentHigh: list(entry.agent?.high),
        agentLow: list(entry.agent?.low),
        except: list(entry.except),
      };
    }),
  };
  return compiled;
}

function tokensOf(sentence: Sentence): Token[] {
  return sentence.words.flatMap((w, word) =>
    splitHyphens({ normal: w.normal, lemma: w.lemma }).map((x) => ({ ...x, word })),
  );
}

/**
 * Derived words whose meaning drifted: adverbs that mark how something is said ("honestly, I
 * need…", "frankly"), and 'weekly' (how often, not when).
 */
const discourse = new Set([
  'honestly',
  'frankly',
  'practically',
  'seriously',
  'presently',
  'weekly',
]);

/**
 * A word derived from a single-word term by a suffix that keeps its meaning ('gently', 'kindness',
 * 'calmly', 'steadily', 'bluntness' for gentle, kind, calm, steady, blunt): the lemma does not
 * reach across parts of speech, so these are read here.
 */
export function derivedFrom(word: string, base: string): boolean {
  if (base.length < 4 || !word.startsWith(base.slice(0, -2)) || discourse.has(word)) return false;
  // Comparatives ('calmer', 'gentler') are the model's lemmas already.
  const suffixes = ['ly', 'ness'];
  const forms = suffixes.map((x) => base + x);
  if (base.endsWith('le')) forms.push(`${base.slice(0, -1)}y`); // gentle → gently
  if (base.endsWith('y')) forms.push(...suffixes.map((x) => `${base.slice(0, -1)}i${x}`)); // steadily
  return forms.includes(word);
}

function fits(piece: Piece, token: Token, single: boolean): boolean {
  if (piece.kind === 'class') return piece.words.has(token.normal) || piece.words.has(token.lemma);
  if (token.normal === piece.normal || token.lemma === piece.normal) return true;
  // A single word keeps its own form ('feeling' is not every 'feel') but reads its derived forms;
  // a phrase reads inflections.
  if (!single) return token.lemma === piece.lemma;
  return token.normal.replace(/s$/, '') === piece.normal || derivedFrom(token.normal, piece.normal);
}

/** The end of a match of `m` from token `start`, or -1. */
function matchFrom(m: Matcher, tokens: Token[], start: number, objects: ReadonlySet<string>) {
  const single = m.pieces.length === 1;
  let at = start;
  for (const [i, piece] of m.pieces.entries()) {
    const token = tokens[at];
    if (!token) return -1;
    const skip =
      (i === 1 && m.separable && objects.has(token.normal)) ||
      // "tell me *exactly* what to do", "let me off *so* easily": an intensifier inside a phrase.
      (i > 0 && fillers.has(token.normal));
    if (skip && !fits(piece, token, single)) {
      at += 1;
      const next = tokens[at];
      if (!next || !fits(piece, next, single)) return -1;
    } else if (!fits(piece, token, single)) return -1;
    at += 1;
  }
  return at;
}

function occurrences(m: Matcher, tokens: Token[], objects: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    const end = matchFrom(m, tokens, start, objects);
    if (end > start) spans.push({ start, end });
  }
  return spans;
}

const within = (inner: Span, outer: Span) => outer.start <= inner.start && inner.end <= outer.end;
const length = (s: Span) => s.end - s.start;

interface Candidate {
  /** Hits nest within a group: all themes together, each dimension on its own. */
  group: string;
  /** Only the same entry's duplicates collapse ('widowed' and 'widow' on one word). */
  entry: string;
  matcher: Matcher;
  spans: Span[];
}

/**
 * Each matcher's first occurrence that no exception covers and no longer hit of the same group
 * contains ('set the pace' is not also 'pace'; 'non-directive' is not also 'directive'), and
 * one hit per entry on the same words.
 */
function resolve<C extends Candidate>(found: C[]): { c: C; span: Span }[] {
  const out: { c: C; span: Span }[] = [];
  for (const c of found) {
    const span = c.spans.find(
      (s) =>
        !found.some(
          (o) =>
            o !== c &&
            o.group === c.group &&
            o.spans.some((x) => within(s, x) && length(x) > length(s)),
        ),
    );
    if (!span) continue;
    const dup = out.some(
      (o) => o.c.entry === c.entry && o.span.start === span.start && o.span.end === span.end,
    );
    if (!dup) out.push({ c, span });
  }
  return out;
}

function find(
  matchers: Matcher[],
  except: Matcher[],
  tokens: Token[],
  objects: ReadonlySet<string>,
) {
  const excluded = except.flatMap((m) => occurrences(m, tokens, objects));
  return matchers
    .map((matcher) => ({
      matcher,
      spans: occurrences(matcher, tokens, objects).filter(
        (s) => !excluded.some((x) => within(s, x)),
      ),
    }))
    .filter((f) => f.spans.length > 0);
}

/** The term as listed, or the words as written when a class or a pronoun filled a slot. */
function termOf(m: Matcher, span: Span, tokens: Token[], sentence: Sentence): string {
  const literal = m.pieces.every((p) => p.kind === 'word') && length(span) === m.pieces.length;
  if (literal) return m.term;
  const words = [...new Set(tokens.slice(span.start, span.end).map((t) => t.word))];
  return words.map((w) => sentence.words[w]?.text.toLowerCase() ?? '').join(' ');
}

/**
 * Where a term, in the lexicon's syntax, first occurs in the sentence: the term as listed or the
 * words as written ('call me out' for 'call out'), or undefined.
 */
export function findTerm(term: string, sentence: Sentence): string | undefined {
  return findTermAt(term, sentence)?.term;
}

/** As `findTerm`, with the words it spans: [word, end). */
export function findTermAt(
  term: string,
  sentence: Sentence,
): { term: string; word: number; end: number } | undefined {
  const { classes, objects } = lexicon();
  const m = compile(term, classes);
  const tokens = tokensOf(sentence);
  const span = occurrences(m, tokens, objects)[0];
  if (!span) return undefined;
  const word = tokens[span.start]?.word ?? 0;
  const end = (tokens[span.end - 1]?.word ?? word) + 1;
  return { term: termOf(m, span, tokens, sentence), word, end };
}

/**
 * A therapist's "colleague" who acts in the sentence is a fellow clinician ("A colleague of mine
 * always opens with a genogram"), not a sign of work stress; one the client lost or clashed with
 * still is.
 */
function fellowClinician(sentence: Sentence, word: number, speaker?: Speaker): boolean {
  if (speaker !== 'therapist' || !/^colleagues?$/.test(sentence.words[word]?.normal ?? '')) {
    return false;
  }
  const before = sentence.words.slice(0, word);
  const after = sentence.words.slice(word + 1, word + 3).map((w) => w.normal);
  return (
    ['my', 'our'].includes(before.at(-1)?.normal ?? '') ||
    after.join(' ') === 'of mine' ||
    !before.some((w) => w.pos === 'VERB' || w.pos === 'AUX' || w.normal === 'than')
  );
}

/**
 * Each theme term found in the sentence, once per term. Pass the speaker for text a therapist
 * wrote, where a colleague is another clinician.
 */
export function findThemeHits(sentence: Sentence, speaker?: Speaker): ThemeHit[] {
  const { themes: entries, objects } = lexicon();
  const tokens = tokensOf(sentence);
  const found = entries.flatMap(({ key, matchers, except }) =>
    find(matchers, except, tokens, objects).map((f) => ({
      theme: key,
      group: '',
      entry: key,
      ...f,
    })),
  );
  // A phrase counts once across themes too: 'work stress' is about work, not anxiety.
  return resolve(found)
    .filter(({ span }) => !fellowClinician(sentence, tokens[span.start]?.word ?? 0, speaker))
    .map(({ c, span }) => ({
      theme: c.theme,
      term: termOf(c.matcher, span, tokens, sentence),
      sentence: sentence.index,
    }));
}

/**
 * Each dimension term found in the sentence, with its pole flipped when the scope says it is
 * negated or rejected. Pass the text's clauses (`scopeSentences`) so a contrast across sentences
 * counts ("Gentle and warm… it did nothing for me"); without them the sentence is read alone.
 */
export function findDimensionHits(
  sentence: Sentence,
  clauses: readonly Clause[] = scopeSentences([sentence]),
  speaker?: Speaker,
): DimensionHit[] {
  const { dimensions: entries, objects } = lexicon();
  const tokens = tokensOf(sentence);
  const found = entries.flatMap(({ key, high, low, agentHigh, agentLow, except }) =>
    (
      [
        [high, 1, false],
        [low, -1, false],
        [agentHigh, 1, true],
        [agentLow, -1, true],
      ] as const
    ).flatMap(([matchers, pole, agentive]) =>
      find(matchers, except, tokens, objects).map((f) => ({
        dimension: key,
        group: key as string,
        entry: `${key}${pole}`,
        pole,
        agentive,
        ...f,
      })),
    ),
  );
  const hits: DimensionHit[] = [];
  for (const { c, span } of resolve(found)) {
    const word = tokens[span.start]?.word ?? 0;
    const pole = c.agentive ? agentPole(sentence, word, c.matcher, speaker, c.pole) : c.pole;
    const stance = stanceOf(clauses, sentence.index, word);
    const negated = stance.polarity === -1;
    hits.push({
      dimension: c.dimension,
      pole: negated ? (-pole as Pole) : pole,
      term: termOf(c.matcher, span, tokens, sentence),
      sentence: sentence.index,
      negated,
      weight: stance.weight,
      person: stance.person,
      word,
    });
  }
  return hits;
}

/**
 * The pole of an act by who does it (see `DimensionEntry.agent`): the therapist's act is the
 * first pole, the client's the second; the listed pole when nobody in particular is meant.
 */
function agentPole(
  sentence: Sentence,
  word: number,
  m: Matcher,
  speaker: Speaker | undefined,
  listed: Pole,
): Pole {
  const w = sentence.words[word];
  const rest = sentence.words.slice(word + m.pieces.length, word + m.pieces.length + 4);
  // "… do better steering the sessions themselves": the clients do it.
  const acting = w?.pos === 'VERB' || /ing$/.test(w?.normal ?? '');
  if (acting && rest.some((x) => ['themselves', 'himself', 'herself'].includes(x.normal)))
    return -1;
  // A noun names a role ('a guide', 'some steering'), not who plays it (but "they do the
  // steering" is their act).
  const done =
    sentence.words[word - 1]?.normal.toLowerCase() === 'the' &&
    sentence.words[word - 2]?.lemma === 'do';
  if (m.pieces.length === 1 && w?.pos !== 'VERB' && !done) return listed;
  // Unknown speaker: "I" could be either, the listed pole stands.
  const self: Pole = speaker === 'client' ? -1 : speaker === 'therapist' ? 1 : listed;
  // "I'd like to set the pace myself".
  const pause = rest.findIndex((x) => x.pause);
  const after = pause >= 0 ? rest.slice(0, pause) : rest;
  if (after.some((x) => ['myself', 'ourselves'].includes(x.normal))) return self;
  const agent = agentOf(sentence.words, word);
  if (agent === 'therapist') return 1;
  if (agent === 'self') return self;
  // Clients in general, or "they" in a therapist's account: someone other than the therapist.
  if (agent === 'client' || agent === 'others') return -1;
  return listed;
}

/** Lower case, a hyphen read as a space: 'Self-esteem' → 'self esteem'. */
const plain = (s: string) => s.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** Themes a free text names, e.g. the 'trauma' in "focus on trauma work". */
export function themesNamedIn(words: string[]): ThemeKey[] {
  const split = words.flatMap((w) => plain(w).split(' ')).filter(Boolean);
  const text = ` ${split.join(' ')} `;
  const phrases = themeKeys.flatMap((key) =>
    [themes[key].label, ...themes[key].terms]
      .map(plain)
      .filter((t) => t.includes(' ') && !t.includes('{') && text.includes(` ${t} `))
      .map((t) => ({ key, t })),
  );
  // Words inside a matched phrase belong to it: 'work stress' is not also 'stress'.
  const covered = new Set(phrases.flatMap(({ t }) => t.split(' ')));
  const forms = new Set(
    split.filter((w) => !covered.has(w)).flatMap((w) => [w, w.replace(/s$/, '')]),
  );
  return themeKeys.filter(
    (key) =>
      phrases.some((p) => p.key === key) ||
      forms.has(key.toLowerCase()) ||
      forms.has(themes[key].label) ||
      themes[key].terms.some((t) => forms.has(t)),
  );
}
