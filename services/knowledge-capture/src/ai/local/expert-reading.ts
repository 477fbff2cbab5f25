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
  { term: 'curriculum', key: 'directiveness', pole: 1 },
  { term: 'ground rules', key: 'directiveness', pole: 1 },
  { term: 'follow wherever', key: 'directiveness', pole: -1 },
  { term: 'follow {possessive} lead', key: 'directiveness', pole: -1 },
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
  { term: 'temperature low', key: 'emotionalIntensity', pole: -1 },
  { term: 'feel the {feeling}', key: 'emotionalIntensity', pole: 1 },
  { term: 'let the {feeling} out', key: 'emotionalIntensity', pole: 1 },
  { term: 'invite the {feeling}', key: 'emotionalIntensity', pole: 1 },
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
 * What marks a clause as the expert's view rather than a description: what helps or is needed,
 * what clients want or flourish with, an obligation ("the therapist has to …"), a pseudo-cleft
 * verdict ("… is what steadies them").
 */
const prescribing =
  /\b(need|needs|needed|helps?|helped|works?|worked|useful|benefit|thrive|thrived|flourish\w*|do better|does better|did better|respond|responded|want|wants|wanted|prefer|prefers|preferred|deserve|should|must|has to|have to|had to|is what|was what|the work|matters?|opens? them up|gets? further|changed? everything)\b|'s what/i;
/** Who a therapist is: not a client described. */
const therapistWords = new Set(
  'therapist therapists counsellor counsellors counselor counselors clinician clinicians practitioner practitioners i we you'.split(
    ' ',
  ),
);
/** People a note is about: named kinds of person, and agent nouns ("engineers", "artists"). */
const peopleWords = new Set(
  'client clients patient patients people person parent parents couple couples partner partners man woman men women child children teenager teenagers adolescent adolescents kid kids survivor survivors veteran veterans they she he most many some family families mother mothers father fathers'.split(
    ' ',
  ),
);
const isPerson = (w: Sentence['words'][number]) =>
  peopleWords.has(w.normal.toLowerCase()) ||
  (w.pos === 'NOUN' || w.pos === 'PROPN'
    ? /(ers|ists|ians|ors|ants|ents)$/.test(w.normal.toLowerCase())
    : false);

/** Where a clause's subject ends: its first verb. */
const firstVerb = (words: Sentence['words'], from: number, to: number) => {
  for (let k = from; k < to; k += 1) if (['VERB', 'AUX'].includes(words[k]?.pos ?? '')) return k;
  return to;
};

/**
 * The ranges of a sentence that describe the clients, their history or their problem
 * ("Artists tend to bristle at worksheets", "Couples in conflict will use a loose session to
 * fight"): a clause whose subject is the clients, saying nothing of what helps, what they need
 * or want. Also the opening "With numb, shut-down clients, …" naming whom the advice is for.
 * They do not vote when the note also says what helps (`notePrescribes`).
 */
function descriptionRanges(s: Sentence, clauses: readonly Clause[]): [number, number][] {
  const ranges: [number, number][] = [];
  const words = s.words;
  if (['with', 'for'].includes(norm(s, 0))) {
    const pause = words.findIndex((w, k) => k > 1 && w.pause);
    const end = pause > 0 ? pause : firstVerb(words, 1, words.length);
    if (words.slice(1, end).some(isPerson)) ranges.push([0, end]);
  }
  for (const c of clauses.filter((x) => x.sentence === s.index)) {
    if (['with', 'for', 'in', 'when', 'if'].includes(norm(s, c.start))) continue;
    const verb = firstVerb(words, c.start, c.end);
    const subject = words.slice(c.start, verb);
    // "A woman I saw …": the first person named is the subject.
    // "The mistake with indecisive clients is …" is a verdict: the head must be the people.
    const head = subject.find((w) => ['NOUN', 'PROPN', 'PRON'].includes(w.pos));
    if (!head || therapistWords.has(head.normal.toLowerCase()) || !isPerson(head)) continue;
    // "… which is exactly why I slow things down": the reason that follows is the expert's.
    const why = words.findIndex(
      (w, k) => k > verb && k < c.end && ['why', 'so', 'which'].includes(w.normal.toLowerCase()),
    );
    const end = why > 0 ? why : c.end;
    const text = words
      .slice(c.start, end)
      .map((w) => w.normal)
      .join(' ');
    if (prescribing.test(text)) continue;
    ranges.push([c.start, end]);
  }
  return ranges;
}

/**
 * Whether a sentence says what helps or what the expert does: a prescription, the expert's own
 * practice ("I follow …"), advice to the reader ("Don't …", "assign the exercises"), or what
 * the therapist has to do.
 */
function sentencePrescribes(s: Sentence): boolean {
  const first = s.words[0];
  const imperative =
    (first?.pos === 'VERB' && first.normal === first.lemma) ||
    ['do', "don't", 'never', 'avoid'].includes(norm(s, 0));
  const verb = firstVerb(s.words, 0, s.words.length);
  const subject = s.words.slice(0, verb).map((w) => w.normal.toLowerCase());
  const own =
    subject.length > 0 &&
    therapistWords.has(subject[0] === 'the' ? (subject[1] ?? '') : (subject[0] ?? ''));
  const self = s.words.some(
    (w, k) => ['i', 'we'].includes(w.normal.toLowerCase()) && s.words[k + 1]?.pos === 'VERB',
  );
  return imperative || own || self || prescribing.test(s.text);
}
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
    'bonds',
    'attachments',
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
  'shape',
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
  for (let i = 0; i + 2 < s.words.length; i += 1) {
    // "the sessions were hers to shape": what is theirs to do is the client's lead.
    if (['theirs', 'hers', 'his'].includes(norm(s, i)) && norm(s, i + 1) === 'to') found.push(i);
  }
  // "need to set the pace themselves": a leading act the clients do themselves.
  for (let i = 0; i < s.words.length; i += 1) {
    if (!controlVerbs.has(s.words[i]?.lemma ?? '')) continue;
    const own = [1, 2, 3, 4].some((k) =>
      ['themselves', 'himself', 'herself'].includes(norm(s, i + k)),
    );
    if (own) found.push(i);
  }
  for (let i = 0; i + 1 < s.words.length; i += 1) {
    if (!['let', 'allow'].includes(s.words[i]?.lemma ?? '')) continue;
    for (let k = i + 2; k < s.words.length && k < i + 7 && !s.words[k]?.pause; k += 1) {
      if (controlVerbs.has(s.words[k]?.lemma ?? '') || controlVerbs.has(norm(s, k))) found.push(k);
    }
  }
  return found;
}

/**
 * "I leave the structure to them", "hand the agenda back to the client": what is left or handed
 * to the client is theirs to run, so a word of structure there speaks for the client's lead.
 */
function handedOver(s: Sentence): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i < s.words.length; i += 1) {
    if (!['leave', 'hand'].includes(s.words[i]?.lemma ?? '')) continue;
    // The expert's own practice or advice: "I leave …", "hand the choices back …".
    if (i > 0 && !s.words[i]?.pause && !['i', 'we'].includes(norm(s, i - 1))) continue;
    for (let k = i + 2; k < s.words.length && k < i + 7 && !s.words[k]?.pause; k += 1) {
      const back = norm(s, k) === 'back' || norm(s, k) === 'up';
      const to = norm(s, k) === 'to' || (back && norm(s, k + 1) === 'to');
      const them = ['them', 'him', 'her', 'the', 'clients', 'client'].includes(
        norm(s, back ? k + 2 : k + 1),
      );
      if (to && them) {
        ranges.push([i + 1, k]);
        break;
      }
    }
  }
  return ranges;
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
function sentenceVotes(s: Sentence, clauses: readonly Clause[], notePrescribes = false): Vote[] {
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
      .some((w) => ['i', 'we', "i'm", "we're"].includes(w.normal));
    return prescribing || own ? PRESCRIPTION_WEIGHT : 1;
  };
  const described = notePrescribes ? descriptionRanges(s, clauses) : [];
  const handed = handedOver(s);
  const votes: Vote[] = [];
  for (const v of all) {
    if (described.some(([a, b]) => v.word >= a && v.word < b)) continue;
    // "gently pushes": the manner of a challenge is not a vote for warmth; nor is "the
    // emotional temperature low" a vote for emotion: a modifier of the other side's cue.
    const next = all.find((o) => o.word === v.word + 1 && o.key === v.key && o.listed !== v.listed);
    if (next && ['ADV', 'ADJ'].includes(s.words[v.word]?.pos ?? '')) continue;
    // "They learned it growing up, but the work stays on now": what the "but" answers on the
    // same dimension outweighs the concession entirely.
    if (isConceded(v) && all.some((o) => o.key === v.key && !isConceded(o))) continue;
    const frame = framesAt(frames, v.word);
    if (frame.drop) continue;
    const scoped = scopedAt(v.word);
    // "a therapist who won't go easy on them": a negation right before the verb negates it.
    const before = [norm(s, v.word - 1), norm(s, v.word - 2)];
    const direct = before.some((w) => ['not', "n't", 'never'].includes(w));
    const negated = (!!scoped?.negated || direct) && !frame.plain;
    // "Avoid being too nice": the excess is already unwanted; refraining from it is no new turn.
    const excess = norm(s, v.word - 1) === 'too';
    const rejected = scoped?.contrast === 'rejected';
    // A frame turns only what the scope left plain: never a double flip.
    // "… but holding them accountable just feeds the critic": the side a "but" prefers is
    // still the expert's own words, and a frame in it turns them.
    const flipped =
      frame.flip && !negated && (!scoped?.contrast || scoped.contrast === 'preferred');
    const given =
      v.key === 'directiveness' &&
      v.listed === 1 &&
      handed.some(([a, b]) => v.word >= a && v.word < b);
    const against =
      Number(negated) +
      Number(rejected) +
      Number(flipped) +
      Number(frame.turn && !excess) +
      Number(given);
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
  const notePrescribes = sentences.some(sentencePrescribes);
  const votes = sentences.flatMap((s) => sentenceVotes(s, clauses, notePrescribes));
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
