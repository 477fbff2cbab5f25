import type { DimensionKey } from '@rapport/contracts';
import { canonicalTheme } from '@rapport/matching';
import { salience, listOf, quote } from '@rapport/language';
import type { BestMatch, ClientAnalysis } from './client-engine';
import { clearLeans, poleWords } from './describe';
import type { AnswerReading, ClientReading } from './evidence';

/** A sentence of one answer: where a quotation comes from. */
interface Spot {
  answer: number;
  sentence: number;
}

/** A sentence of the client's story this negative is named as heavy, and quoted. */
export const HEAVY_SENTENCE = -0.3;
/** Average sentiment from which the answers read as hopeful. */
export const HOPEFUL_TONE = 0.15;
const QUOTE_LENGTH = 160;

const key = (s: Spot) => `${s.answer}:${s.sentence}`;

/** Answers that say nothing yet: "I don't know.", "Not sure", "no idea", "-". */
const emptyAnswer =
  /^(?:i )?(?:(?:really )?(?:don't|do not|dont) know|not sure|no idea|nothing|none|n\/a|na|idk|no|yes|maybe|-+|\.+|\?+)$/;

/** Does the sentence say something worth quoting (not "I don't know", not one word)? */
export function saysSomething(text: string): boolean {
  const plain = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z' /-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return plain.split(' ').filter(Boolean).length >= 3 && !emptyAnswer.test(plain);
}

/**
 * Writes quotations once each, by place and by wording: a profile that repeats the same line
 * reads like a template. Sentences that say nothing ("I don't know.") are never quoted.
 */
class Quoter {
  private readonly used = new Set<string>();
  private readonly usedText = new Set<string>();
  constructor(private readonly readings: readonly AnswerReading[]) {}

  private textOf(spot: Spot): string {
    const reading = this.readings.find((r) => r.index === spot.answer);
    return reading?.signals.text.sentences[spot.sentence]?.text ?? '';
  }

  fresh(spot: Spot | undefined): spot is Spot {
    if (spot === undefined || this.used.has(key(spot))) return false;
    const text = this.textOf(spot);
    return saysSomething(text) && !this.usedText.has(text.trim().toLowerCase());
  }

  quote(spot: Spot, term?: string): string {
    this.used.add(key(spot));
    const text = this.textOf(spot);
    this.usedText.add(text.trim().toLowerCase());
    return `"${quote(text, term, QUOTE_LENGTH).replace(/[.!?…]+$/, '')}"`;
  }
}

/** The most salient sentence not quoted yet, preferring the client's story to their wishes. */
function mostSalient(readings: readonly AnswerReading[], quoter: Quoter): Spot | undefined {
  let best: (Spot & { score: number }) | undefined;
  for (const r of readings) {
    salience(r.signals).forEach((raw, sentence) => {
      const spot = { answer: r.index, sentence };
      if (!quoter.fresh(spot)) return;
      const score = raw + (r.preference[sentence] ? 0 : 10);
      if (!best || score > best.score) best = { ...spot, score };
    });
  }
  return best;
}

function whatBringsYou(reading: ClientReading, analysis: ClientAnalysis, q: Quoter): string {
  const { themes } = analysis.preferences;
  const found = themes.flatMap((theme) =>
    reading.answers.flatMap((r) =>
      r.signals.themes
        .filter((t) => canonicalTheme(t.key) === canonicalTheme(theme))
        .map((t) => ({ r, t })),
    ),
  );
  const topics = [...new Set(found.map(({ t }) => t.topic))].slice(0, 3);
  const first = found[0];
  const spot = first && { answer: first.r.index, sentence: first.t.sentences[0] ?? 0 };
  const parts: string[] = [];
  if (first && spot) {
    const asked = first.r.question.trim();
    parts.push(`You came to us about ${listOf(topics)}.`);
    if (q.fresh(spot)) {
      parts.push(
        asked
          ? `When we asked "${asked}", you wrote: ${q.quote(spot, first.t.terms[0])}.`
          : `In your own words: ${q.quote(spot, first.t.terms[0])}.`,
      );
    }
  } else {
    const salient = mostSalient(reading.answers, q);
    parts.push(
      salient
        ? `You began by sharing what is on your mind: ${q.quote(salient)}.`
        : 'You have only just started telling us about yourself.',
    );
  }
  const phrases = reading.answers
    .flatMap((r) => r.signals.text.keyPhrases)
    .filter((k) => k.phrase.includes(' ') && !topics.includes(k.phrase))
    .map((k) => k.phrase);
  const mentioned = [...new Set(phrases)].slice(0, 3);
  if (mentioned.length > 0) {
    parts.push(`You also mentioned ${listOf(mentioned)}.`);
  }
  return parts.join(' ');
}

/** Where the client said the most about one pole of a dimension: wishes before story. */
function evidenceFor(readings: readonly AnswerReading[], dim: DimensionKey, pole: 1 | -1) {
  const spots = readings.flatMap((r) =>
    (r.signals.dimensions.find((d) => d.key === dim)?.hits ?? [])
      .filter((h) => h.pole === pole)
      .map((h) => ({
        spot: { answer: r.index, sentence: h.sentence },
        term: h.term,
        wish: r.preference[h.sentence] ?? false,
      })),
  );
  return spots.sort((a, b) => Number(b.wish) - Number(a.wish));
}

function howYouLikeToWork(reading: ClientReading, analysis: ClientAnalysis, q: Quoter): string {
  const leans = clearLeans(analysis.preferences).slice(0, 3);
  if (leans.length === 0) {
    return (
      'You have not said much yet about how you would like sessions to feel: whether a therapist ' +
      'should lead or follow your lead, go deep into feelings or keep a steady pace, look at your ' +
      'past or at the present. Telling us more will make your matches sharper.'
    );
  }
  // "You asked for" only what they said in so many words; an inference says so (issue 12).
  const lines = leans.map((lean, i) => {
    const want = poleWords[lean.key][lean.side].want;
    const hit = evidenceFor(reading.answers, lean.key, lean.side === 'high' ? 1 : -1).find((e) =>
      q.fresh(e.spot),
    );
    if (lean.stated) {
      const opener = i === 0 ? 'You asked for' : 'You also asked for';
      return hit
        ? `${opener} ${want}; as you put it, ${q.quote(hit.spot, hit.term)}.`
        : `${opener} ${want}.`;
    }
    const opener = i === 0 ? 'Your answers suggest' : 'They also suggest';
    return hit
      ? `${opener} you would like ${want}: you wrote ${q.quote(hit.spot, hit.term)}.`
      : `${opener} you would like ${want}.`;
  });
  const intro = leans.some((l) => l.stated)
    ? 'You said a good deal about how you want to be worked with.'
    : 'You did not spell out how you want to be worked with, but your answers give some pointers.';
  return [intro, ...lines].join(' ');
}

function yourTone(reading: ClientReading, q: Quoter): string {
  const story = reading.answers.flatMap((r) =>
    r.signals.text.sentences
      .filter((s) => !r.preference[s.index])
      .map((s) => ({ spot: { answer: r.index, sentence: s.index }, sentiment: s.sentiment })),
  );
  const all = reading.answers.flatMap((r) => r.signals.text.sentences);
  const tone = all.reduce((sum, s) => sum + s.sentiment, 0) / Math.max(1, all.length);
  // No praise for answers that say nothing yet ("I don't know."): only an honest invitation.
  if (!all.some((s) => saysSomething(s.text))) {
    return 'Your answers are short so far, and that is fine: there is no right way to start. When you are ready, a few sentences about what is on your mind and what you hope for will help us find the right therapist.';
  }
  const heaviest = story
    .filter((s) => s.sentiment <= HEAVY_SENTENCE)
    .sort((a, b) => a.sentiment - b.sentiment)
    .find((s) => q.fresh(s.spot));
  const parts = [
    heaviest
      ? `Some of what you wrote carries real weight: ${q.quote(heaviest.spot)}. Putting it into words is already a step, and the right therapist will meet you where you are.`
      : tone >= HOPEFUL_TONE
        ? 'There is hope in how you write: you already have a sense of what helps you, which is a strong place to start therapy from.'
        : 'You write about all of this in a measured, reflective way, which helps a therapist understand you quickly.',
  ];
  const people = reading.answers.flatMap((r) =>
    r.signals.themes
      .filter((t) => t.key === 'relationships' || t.key === 'family')
      .map((t) => ({ spot: { answer: r.index, sentence: t.sentences[0] ?? 0 }, term: t.terms[0] })),
  );
  const about = people.find((p) => q.fresh(p.spot));
  if (about)
    parts.push(`About the people in your life, you said ${q.quote(about.spot, about.term)}.`);
  return parts.join(' ');
}

function yourMatch(best: BestMatch | null): string {
  if (!best) {
    return 'There are no therapists in the directory to compare you with yet; your profile is ready for when there are.';
  }
  return (
    `Among the therapists available now, ${best.therapistName} fits you best, with a match ` +
    `score of ${best.matchScore}%. The score weighs how you want to work most, then what you ` +
    'want help with; the more you tell us, the sharper it gets.'
  );
}

/**
 * The local engine's personality profile: four paragraphs in the second person, each built
 * from what the client wrote (their themes and phrases, the wishes behind each dimension,
 * their tone) and closing with the matching model's best score. Same answers, same text.
 */
export function writePersonalityProfile(
  reading: ClientReading,
  analysis: ClientAnalysis,
  best: BestMatch | null,
): string {
  const q = new Quoter(reading.answers);
  return [
    whatBringsYou(reading, analysis, q),
    howYouLikeToWork(reading, analysis, q),
    yourTone(reading, q),
    yourMatch(best),
  ].join('\n\n');
}
