import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import {
  analyseText,
  clauseAt,
  findDimensionHits,
  findTerm,
  scopeSentences,
  stanceOf,
  type Clause,
  type Sentence,
} from '@rapport/language';

/**
 * Where an expert's thoughts lean on each matching dimension, read with the negation and
 * contrast scope of `@rapport/language` (./scope: "curiosity works better than confrontation"
 * is a vote for warmth, "X did nothing for her" counts against X, what comes before a "but" is
 * only conceded). This adapter adds what experts say that the shared reader does not cover:
 * their own cue words for how a therapist should be ("does not lecture them"), two frames
 * ("I have stopped giving homework", "I used to …" with the "now" in the next sentence), and
 * 'early on', which is about the first sessions, not the client's past.
 */
export interface ExpertStance {
  key: DimensionKey;
  /** +1: the first-named pole of the dimension, -1 the second. */
  pole: 1 | -1;
  /** Net weighted votes for the pole (always > 0). */
  strength: number;
  /** Index of the sentence holding the first evidence for the pole. */
  sentence: number;
  /** Plain words that carried the evidence, for the expert-facing "why". */
  evidence: string[];
}

interface Vote {
  key: DimensionKey;
  pole: 1 | -1;
  weight: number;
  sentence: number;
  term: string;
}

/**
 * Cues the general lexicon lacks but experts use to say how a therapist should be: each with
 * the dimension and pole it speaks for when said plainly (negation flips it).
 */
const expertCues: { term: string; key: DimensionKey; pole: 1 | -1 }[] = [
  { term: 'lecture', key: 'warmSupport', pole: -1 },
  { term: 'scold', key: 'warmSupport', pole: -1 },
  { term: 'scolded', key: 'warmSupport', pole: -1 },
  { term: 'test me', key: 'warmSupport', pole: -1 },
  { term: 'names the avoidance', key: 'warmSupport', pole: -1 },
  { term: 'question those stories', key: 'warmSupport', pole: -1 },
  { term: 'curiosity', key: 'warmSupport', pole: 1 },
  { term: 'curious', key: 'warmSupport', pole: 1 },
  { term: 'accepted', key: 'warmSupport', pole: 1 },
  { term: 'believe {object}', key: 'warmSupport', pole: 1 },
  { term: 'step-by-step', key: 'directiveness', pole: 1 },
  { term: 'concrete', key: 'directiveness', pole: 1 },
  { term: 'reminder', key: 'directiveness', pole: 1 },
  { term: 'workbook', key: 'directiveness', pole: 1 },
  { term: 'step back', key: 'directiveness', pole: -1 },
  { term: 'let {object} lead', key: 'directiveness', pole: -1 },
  { term: 'go into the feelings', key: 'emotionalIntensity', pole: 1 },
  { term: 'steadying', key: 'emotionalIntensity', pole: -1 },
  { term: 'parented', key: 'pastOrientation', pole: 1 },
  { term: 'early years', key: 'pastOrientation', pole: 1 },
  { term: 'family history', key: 'pastOrientation', pole: 1 },
  { term: 'family stories', key: 'pastOrientation', pole: 1 },
  { term: 'next week', key: 'pastOrientation', pole: -1 },
  { term: 'this month', key: 'pastOrientation', pole: -1 },
  { term: 'look back', key: 'pastOrientation', pole: 1 },
  { term: 'look forward', key: 'pastOrientation', pole: -1 },
  { term: 'tell {object} what to', key: 'directiveness', pole: 1 },
  { term: 'on {possessive} side', key: 'warmSupport', pole: 1 },
];

/**
 * Where what a consequence judges begins: its own clause, or the "if" clause before it ("If you
 * start by telling them what to throw away, you've lost them").
 */
function consequenceStart(clauses: readonly Clause[], s: Sentence, word: number): number {
  const own = clauseAt(clauses, s.index, word);
  if (!own) return 0;
  const before = clauses.find((c) => c.sentence === s.index && c.end === own.start);
  return before && norm(s, before.start) === 'if' ? before.start : own.start;
}

/** A sentence saying what helps or what clients need: the expert's prescription. */
const prescription =
  /\b(need|needs|helps?|works?|useful|respect|thrive|benefit|do better|does better|the work)\b/i;
const PRESCRIPTION_WEIGHT = 1.5;

/** Frames of one sentence the shared scope leaves plain: word ranges whose words count against themselves, or not at all. */
interface Span {
  start: number;
  end: number;
  effect: 'flip' | 'drop';
}

const norm = (s: Sentence, i: number) => s.words[i]?.normal.toLowerCase() ?? '';
const seq = (s: Sentence, i: number, phrase: string[]) =>
  phrase.every((p, k) => norm(s, i + k) === p);

/** Where these frames put words of the sentence against themselves (or out of play). */
export function expertFrames(
  s: Sentence,
  clauses: readonly Clause[] = scopeSentences([s]),
): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 0; i < n; i += 1) {
    // "If you start by telling them what to throw away, you've lost them"; "reassurance feeds
    // the cycle": what comes before counts against itself.
    if (
      (['lost', 'lose', 'loses'].includes(norm(s, i)) &&
        ['them', 'him', 'her'].includes(norm(s, i + 1))) ||
      (['feeds', 'feed', 'fuels', 'fuel'].includes(norm(s, i)) && norm(s, i + 1) === 'the')
    )
      spans.push({ start: consequenceStart(clauses, s, i), end: i, effect: 'flip' });
    // "validation before any challenge can land": the later one is ranked lower.
    if (norm(s, i) === 'before' && norm(s, i + 1) === 'any')
      spans.push({ start: i + 2, end: n, effect: 'flip' });
    // "do better looking forward than looking back": the side after "than" loses.
    if (norm(s, i) === 'better' && norm(s, i + 1) !== 'than') {
      const than = s.words.findIndex((w, k) => k > i + 1 && k < i + 8 && w.normal === 'than');
      if (than > 0) spans.push({ start: than + 1, end: n, effect: 'flip' });
    }
    // "I have stopped giving homework", "I no longer set an agenda".
    if (['stopped', 'quit'].includes(norm(s, i)) || seq(s, i, ['no', 'longer']))
      spans.push({ start: i + 1, end: n, effect: 'flip' });
  }
  // "I used to spend months on family history" with the "now" in another sentence.
  const usedTo = s.words.findIndex((_, i) => seq(s, i, ['used', 'to']));
  if (usedTo >= 0 && !s.words.some((w, i) => i > usedTo && ['now', 'nowadays'].includes(w.normal)))
    spans.push({ start: usedTo, end: n, effect: 'drop' });
  return spans;
}

/** Lexicon hits that say nothing here: 'early on' is about the therapy's first weeks, not the client's past. */
function offTopic(s: Sentence, key: DimensionKey, word: number): boolean {
  if (key !== 'pastOrientation') return false;
  // "Parents of toddlers want …", "New mothers rarely say …": the people spoken of, not their past.
  const firstVerb = s.words.findIndex((w) => w.pos === 'VERB' || w.pos === 'AUX');
  const people = ['parent', 'parents', 'mother', 'mothers', 'father', 'fathers'];
  if (people.includes(norm(s, word)) && (firstVerb < 0 || word < firstVerb)) return true;
  // "childhood trauma", "childhood abuse": the kind of trauma, not a wish to explore the past.
  if (['trauma', 'abuse', 'neglect'].includes(norm(s, word + 1))) return true;
  if (norm(s, word) !== 'early') return false;
  return ![
    'life',
    'years',
    'childhood',
    'experiences',
    'experience',
    'memories',
    'relationships',
    'family',
  ].includes(norm(s, word + 1));
}

/**
 * "Many of them were never allowed to feel safe as children": the clients' history told in the
 * past tense is not a view on exploring the past in therapy.
 */
function biography(
  clauses: readonly Clause[],
  s: Sentence,
  hit: { dimension: DimensionKey; pole: number; word: number; person: string },
): boolean {
  if (hit.dimension !== 'pastOrientation' || hit.person !== 'others') return false;
  const clause = clauseAt(clauses, s.index, hit.word);
  return (clause?.words ?? []).some((w) => ['was', 'were'].includes(w.normal));
}

function cueVotes(s: Sentence, clauses: readonly Clause[]): (Vote & { word: number })[] {
  const votes: (Vote & { word: number })[] = [];
  for (const cue of expertCues) {
    const found = findTerm(cue.term, s);
    if (!found) continue;
    const first = found.split(' ')[0] ?? '';
    const word = s.words.findIndex((w) => w.text.toLowerCase() === first || w.normal === first);
    if (word < 0) continue;
    const stance = stanceOf(clauses, s.index, word);
    votes.push({
      key: cue.key,
      pole: (cue.pole * stance.polarity) as 1 | -1,
      weight: stance.weight,
      sentence: s.index,
      term: found,
      word,
    });
  }
  return votes;
}

/** The dimensions the expert's thoughts take a side on, strongest first; a tie takes no side. */
export function readExpertStances(text: string): ExpertStance[] {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  const votes: Vote[] = [];
  for (const s of sentences) {
    const lexicon = findDimensionHits(s, clauses)
      .filter((h) => !offTopic(s, h.dimension, h.word) && !biography(clauses, s, h))
      .map((h) => ({
        key: h.dimension,
        pole: h.pole,
        weight: h.weight,
        sentence: s.index,
        term: h.negated ? `not ${h.term}` : h.term,
        word: h.word,
      }));
    const own = cueVotes(s, clauses).filter(
      (v) => !lexicon.some((l) => l.key === v.key && l.word === v.word),
    );
    const frames = expertFrames(s, clauses);
    const all = [...lexicon, ...own];
    const isConceded = (v: { word: number }) =>
      clauseAt(clauses, s.index, v.word)?.words.find((w) => w.index === v.word)?.contrast ===
      'conceded';
    // What the expert says helps weighs more than how they describe the clients' problem.
    const prescribes = prescription.test(s.text) ? PRESCRIPTION_WEIGHT : 1;
    for (const v of all) {
      // "gently pushes": the manner of a challenge is not a vote for warmth.
      const next = all.find((o) => o.word === v.word + 1 && o.key === v.key && o.pole !== v.pole);
      if (next && s.words[v.word]?.pos === 'ADV') continue;
      // "They learned it growing up, but the work stays on now": what the "but" answers on the
      // same dimension outweighs the concession entirely.
      if (isConceded(v) && all.some((o) => o.key === v.key && !isConceded(o))) continue;
      const frame = frames.find((f) => v.word >= f.start && v.word < f.end);
      // Only where the shared scope saw no negation or contrast: never a double flip.
      const scoped = clauseAt(clauses, s.index, v.word)?.words.find((w) => w.index === v.word);
      const plain = !scoped || (!scoped.negated && scoped.contrast === null);
      if (frame && plain && frame.effect === 'drop') continue;
      if (frame && plain && frame.effect === 'flip') {
        votes.push({
          ...v,
          pole: -v.pole as 1 | -1,
          weight: v.weight * prescribes,
          term: `against ${v.term}`,
        });
        continue;
      }
      votes.push({ ...v, weight: v.weight * prescribes });
    }
  }
  const stances: ExpertStance[] = [];
  for (const key of dimensionKeys) {
    const own = votes.filter((v) => v.key === key);
    const net = Math.round(own.reduce((n, v) => n + v.pole * v.weight, 0) * 100) / 100;
    if (net === 0) continue;
    const pole: 1 | -1 = net > 0 ? 1 : -1;
    const leading = own.filter((v) => v.pole === pole);
    stances.push({
      key,
      pole,
      strength: Math.abs(net),
      sentence: leading[0]?.sentence ?? 0,
      evidence: [...new Set(leading.map((v) => v.term))],
    });
  }
  return stances.sort(
    (a, b) =>
      b.strength - a.strength ||
      a.sentence - b.sentence ||
      dimensionKeys.indexOf(a.key) - dimensionKeys.indexOf(b.key),
  );
}
