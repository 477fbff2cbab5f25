import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import {
  analyseText,
  clauseAt,
  dimensionModel,
  findDimensionHits,
  findTerm,
  readWithModel,
  scopeSentences,
  stanceOf,
  textFeatures,
  type Clause,
  type Sentence,
} from '@rapport/language';
import { expertFrames, framesAt } from './expert-frames';

/**
 * Where an expert's thoughts lean on each matching dimension, read with the negation and
 * contrast scope of `@rapport/language` (./scope: "curiosity works better than confrontation"
 * is a vote for warmth, "X did nothing for her" counts against X, what comes before a "but" is
 * only conceded). This adapter adds what experts say that the shared reader does not cover:
 *
 * - the expert's frames (./expert-frames): advice against ("avoid …", "the mistake is …",
 *   "X keeps them stuck"), beliefs reported, clients described, negation carried too far;
 * - their cue words for how a therapist should be ("does not lecture them"), and who leads an
 *   act of leading ("let them pick the topic" is the client's choice);
 * - weights: what the expert prescribes or does ("they need …", "I keep …") counts double what
 *   they describe, and a side is taken only when it clearly outweighs the other
 *   (`CLEAR_MARGIN`): when unsure, no insight, since a reversed one is the worst outcome;
 * - 'early on', which is about the first sessions, not the client's past.
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
  // Support or challenge: how a therapist meets the client.
  { term: 'lecture', key: 'warmSupport', pole: -1 },
  { term: 'scold', key: 'warmSupport', pole: -1 },
  { term: 'scolded', key: 'warmSupport', pole: -1 },
  { term: 'test me', key: 'warmSupport', pole: -1 },
  { term: 'names the avoidance', key: 'warmSupport', pole: -1 },
  { term: 'question those stories', key: 'warmSupport', pole: -1 },
  { term: 'point out', key: 'warmSupport', pole: -1 },
  { term: 'say the hard thing', key: 'warmSupport', pole: -1 },
  { term: 'hold {object} to it', key: 'warmSupport', pole: -1 },
  { term: 'curiosity', key: 'warmSupport', pole: 1 },
  { term: 'curious', key: 'warmSupport', pole: 1 },
  { term: 'accepted', key: 'warmSupport', pole: 1 },
  { term: 'believe {object}', key: 'warmSupport', pole: 1 },
  { term: 'on {possessive} side', key: 'warmSupport', pole: 1 },
  { term: 'nod', key: 'warmSupport', pole: 1 },
  // Who leads: the therapist's plan, or the client's choice.
  { term: 'step-by-step', key: 'directiveness', pole: 1 },
  { term: 'concrete', key: 'directiveness', pole: 1 },
  { term: 'reminder', key: 'directiveness', pole: 1 },
  { term: 'workbook', key: 'directiveness', pole: 1 },
  { term: 'timetable', key: 'directiveness', pole: 1 },
  { term: 'routine', key: 'directiveness', pole: 1 },
  { term: 'their own', key: 'directiveness', pole: -1 },
  { term: 'tell {object} what to', key: 'directiveness', pole: 1 },
  { term: 'take over', key: 'directiveness', pole: 1 },
  { term: 'step back', key: 'directiveness', pole: -1 },
  { term: 'let {object} lead', key: 'directiveness', pole: -1 },
  { term: 'let {object} pick', key: 'directiveness', pole: -1 },
  { term: 'let {object} choose', key: 'directiveness', pole: -1 },
  { term: 'let {object} decide', key: 'directiveness', pole: -1 },
  { term: 'let {object} set', key: 'directiveness', pole: -1 },
  { term: 'let {object} steer', key: 'directiveness', pole: -1 },
  // Emotional depth.
  { term: 'go into the feelings', key: 'emotionalIntensity', pole: 1 },
  { term: 'towards the {feeling}', key: 'emotionalIntensity', pole: 1 },
  { term: 'toward the {feeling}', key: 'emotionalIntensity', pole: 1 },
  { term: 'into the {feeling}', key: 'emotionalIntensity', pole: 1 },
  { term: 'stay with the {feeling}', key: 'emotionalIntensity', pole: 1 },
  { term: 'steadying', key: 'emotionalIntensity', pole: -1 },
  // Focus in time.
  { term: 'parented', key: 'pastOrientation', pole: 1 },
  { term: 'early years', key: 'pastOrientation', pole: 1 },
  { term: 'family history', key: 'pastOrientation', pole: 1 },
  { term: 'family stories', key: 'pastOrientation', pole: 1 },
  { term: 'first started', key: 'pastOrientation', pole: 1 },
  { term: 'first began', key: 'pastOrientation', pole: 1 },
  { term: 'look back', key: 'pastOrientation', pole: 1 },
  { term: 'next week', key: 'pastOrientation', pole: -1 },
  { term: 'this month', key: 'pastOrientation', pole: -1 },
  { term: 'look forward', key: 'pastOrientation', pole: -1 },
  { term: 'where {subject} be heading', key: 'pastOrientation', pole: -1 },
  { term: 'where {subject} be going', key: 'pastOrientation', pole: -1 },
];

/** A sentence saying what helps or what clients need: the expert's prescription. */
const prescription =
  /\b(need|needs|helps?|works?|useful|respect|thrive|benefit|do better|does better|the work|matters?|respond|gets? further|better route|keeps? them|moves? things|changed? everything)\b/i;
const PRESCRIPTION_WEIGHT = 2;
/**
 * A side is taken only when it outweighs the other at least this many times over: an expert
 * who says both is quoted on neither (a reversed insight is worse than none).
 */
const CLEAR_MARGIN = 1.5;

const norm = (s: Sentence, i: number) => s.words[i]?.normal.toLowerCase() ?? '';

/** Lexicon hits that say nothing here: 'early on' is about the therapy's first weeks, not the client's past. */
function offTopic(s: Sentence, key: DimensionKey, word: number): boolean {
  // "what they are going to do": the lexicon's 'to-do' (list) read across two words.
  if (key === 'directiveness' && norm(s, word) === 'to' && norm(s, word + 1) === 'do') return true;
  if (key !== 'pastOrientation') return false;
  // "hurry past the anger", "look past it": a preposition, not the client's past.
  if (norm(s, word) === 'past' && s.words[word - 1]?.pos === 'VERB') return true;
  // "week after week": how long a problem has lasted, not a focus on the present.
  if (norm(s, word + 1) === 'after' || norm(s, word - 1) === 'after') return true;
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

/** A cue found in a sentence, with the pole it speaks for when said plainly. */
interface Cue {
  key: DimensionKey;
  listed: 1 | -1;
  weight: number;
  term: string;
  word: number;
}

/** Acts of leading: done by the client ("let them play and lead"), they put the client in charge. */
const controlVerbs = new Set([
  'lead',
  'decide',
  'choose',
  'pick',
  'set',
  'steer',
  'direct',
  'drive',
  'guide',
  'bring',
]);

/**
 * "Let them pick the topic", "letting them play and lead is key", "allow clients to decide":
 * whatever leading is done after "let"/"allow" and its object (up to a pause) is the client's.
 */
function clientControl(s: Sentence): number[] {
  const found: number[] = [];
  for (let i = 0; i + 1 < s.words.length; i += 1) {
    if (!['let', 'allow'].includes(s.words[i]?.lemma ?? '')) continue;
    for (let k = i + 2; k < s.words.length && k < i + 7 && !s.words[k]?.pause; k += 1) {
      if (controlVerbs.has(s.words[k]?.lemma ?? '') || controlVerbs.has(norm(s, k))) found.push(k);
    }
  }
  return found;
}

function cuesIn(s: Sentence, clauses: readonly Clause[]): Cue[] {
  const cues: Cue[] = clientControl(s).map((word) => ({
    key: 'directiveness' as const,
    listed: -1 as const,
    weight: stanceOf(clauses, s.index, word).weight,
    term: `let the client ${norm(s, word)}`,
    word,
  }));
  for (const cue of expertCues) {
    const found = findTerm(cue.term, s);
    if (!found) continue;
    const first = found.split(' ')[0] ?? '';
    const word = s.words.findIndex((w) => w.text.toLowerCase() === first || w.normal === first);
    if (word < 0) continue;
    const stance = stanceOf(clauses, s.index, word);
    cues.push({ key: cue.key, listed: cue.pole, weight: stance.weight, term: found, word });
  }
  return cues;
}

/** The votes of one sentence: each cue's pole after negation, contrast and the expert's frames. */
function sentenceVotes(s: Sentence, clauses: readonly Clause[]): Vote[] {
  // The expert is a therapist: "I set the agenda" is the therapist leading.
  const lexicon: Cue[] = findDimensionHits(s, clauses, 'therapist')
    .filter((h) => !offTopic(s, h.dimension, h.word) && !biography(clauses, s, h))
    .map((h) => ({
      key: h.dimension,
      listed: h.negated ? (-h.pole as 1 | -1) : h.pole,
      weight: h.weight,
      term: h.term,
      word: h.word,
    }));
  const control = clientControl(s);
  const own = cuesIn(s, clauses).filter(
    (v) => control.includes(v.word) || !lexicon.some((l) => l.key === v.key && l.word === v.word),
  );
  // Who leads decides the side of a leading act: the client's choice overrides the listed pole.
  const all = [
    ...lexicon.filter((l) => !(l.key === 'directiveness' && control.includes(l.word))),
    ...own,
  ];
  const frames = expertFrames(s, clauses);
  const scopedAt = (word: number) =>
    clauseAt(clauses, s.index, word)?.words.find((w) => w.index === word);
  const isConceded = (v: Cue) => scopedAt(v.word)?.contrast === 'conceded';
  // What the expert says helps, and what they do themselves ("so I bring a structure"), weighs
  // more than how they describe the clients' problem.
  const prescribing = prescription.test(s.text);
  const prescribes = (word: number) => {
    const clause = clauseAt(clauses, s.index, word);
    const verb = clause?.words.findIndex((w) => w.pos === 'VERB' || w.pos === 'AUX') ?? -1;
    const own = clause?.words
      .slice(0, Math.max(0, verb))
      .some((w) => ['i', 'we'].includes(w.normal));
    return prescribing || own ? PRESCRIPTION_WEIGHT : 1;
  };
  const votes: Vote[] = [];
  for (const v of all) {
    // "gently pushes": the manner of a challenge is not a vote for warmth.
    const next = all.find((o) => o.word === v.word + 1 && o.key === v.key && o.listed !== v.listed);
    if (next && s.words[v.word]?.pos === 'ADV') continue;
    // "They learned it growing up, but the work stays on now": what the "but" answers on the
    // same dimension outweighs the concession entirely.
    if (isConceded(v) && all.some((o) => o.key === v.key && !isConceded(o))) continue;
    const frame = framesAt(frames, v.word);
    if (frame.drop) continue;
    const scoped = scopedAt(v.word);
    const negated = !!scoped?.negated && !frame.plain;
    const rejected = scoped?.contrast === 'rejected';
    // A frame turns only what the scope left plain: never a double flip.
    const flipped = frame.flip && !negated && !scoped?.contrast;
    const against = Number(negated) + Number(rejected) + Number(flipped) + Number(frame.turn);
    votes.push({
      key: v.key,
      pole: (against % 2 === 0 ? v.listed : -v.listed) as 1 | -1,
      weight: v.weight * prescribes(v.word),
      sentence: s.index,
      term: against % 2 === 0 ? v.term : `against ${v.term}`,
    });
  }
  return votes;
}

/**
 * How sure the statistical reader must be before its side stands as an expert's insight where
 * no cue word spoke to the dimension: higher than for a client's answer, as a reversed insight is
 * quoted to therapists under the expert's name.
 */
export const EXPERT_MODEL_THRESHOLD = 0.7;

/** The statistical reader's sides on the dimensions no cue word voted on (`@rapport/language`). */
function modelStances(
  sentences: readonly Sentence[],
  clauses: readonly Clause[],
  votes: readonly Vote[],
): ExpertStance[] {
  const silent = dimensionKeys.filter((key) => !votes.some((v) => v.key === key));
  if (silent.length === 0) return [];
  const hits = sentences.flatMap((s) => findDimensionHits(s, clauses, 'therapist'));
  const features = textFeatures(sentences, clauses, hits);
  const model = { ...dimensionModel, threshold: EXPERT_MODEL_THRESHOLD };
  return readWithModel(features, silent, model).map((r) => ({
    key: r.dimension,
    pole: r.pole,
    strength: r.probability,
    sentence: r.anchor.sentence,
    evidence: [r.anchor.polarity === -1 ? `against ${r.anchor.lemma}` : r.anchor.lemma],
  }));
}

/**
 * The dimensions the expert's thoughts take a side on, strongest first. No side where the
 * thoughts are split: a tie, or a side that does not outweigh the other `CLEAR_MARGIN` times.
 */
export function readExpertStances(text: string): ExpertStance[] {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  const votes = sentences.flatMap((s) => sentenceVotes(s, clauses));
  const stances: ExpertStance[] = [];
  for (const key of dimensionKeys) {
    const own = votes.filter((v) => v.key === key);
    const side = (p: 1 | -1) => own.filter((v) => v.pole === p).reduce((n, v) => n + v.weight, 0);
    const [high, low] = [side(1), side(-1)];
    const net = Math.round((high - low) * 100) / 100;
    if (net === 0 || Math.max(high, low) < CLEAR_MARGIN * Math.min(high, low)) continue;
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
  stances.push(...modelStances(sentences, clauses, votes));
  return stances.sort(
    (a, b) =>
      b.strength - a.strength ||
      a.sentence - b.sentence ||
      dimensionKeys.indexOf(a.key) - dimensionKeys.indexOf(b.key),
  );
}
