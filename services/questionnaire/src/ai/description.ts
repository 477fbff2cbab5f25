import type { InsightApplied, MatchingDimensions } from '@rapport/contracts';
import { type DimensionSignal, type KeyPhrase, capitalise, clip, listOf } from '@rapport/language';
import type { Practice } from './practice';
import { leanings, poleWords } from './style';

/** What 'Your Therapeutic Approach' is written from. */
export interface DescriptionBasis {
  experience: number;
  /** Named when the answers name no theme of their own (a profile's own specialty). */
  specialty?: string | undefined;
  practice: Practice;
  /** The final position (after the experts' insights). */
  dimensions: MatchingDimensions;
  /** The answers' evidence per dimension, for quoting the therapist's own words. */
  evidence: DimensionSignal[];
  keyPhrases: KeyPhrase[];
  /** The answers' sentences, by index: evidence is quoted as a whole sentence, never as cue words. */
  sentences?: readonly string[];
  insightsApplied: readonly InsightApplied[];
  /** The therapist's own bio, when the profile has one. */
  bio?: string | undefined;
}

/** Method names that are adjectives read as a kind of therapy: 'somatic' → 'somatic therapy'. */
const adjectiveMethods = new Set([
  'psychodynamic',
  'person-centred',
  'solution-focused',
  'emotionally focused',
  'somatic',
  'compassion-focused',
  'affirmative',
]);
export const methodPhrase = (name: string) =>
  adjectiveMethods.has(name) ? `${name} therapy` : name === 'exposure' ? 'exposure work' : name;

function yearsOf(experience: number): string {
  if (experience <= 0) return 'You are early in your practice as a therapist';
  if (experience === 1) return 'You bring one year of practice to your work';
  return `You bring ${experience} years of practice to your work`;
}

/** What the practice is about: themes in the therapist's own phrases, methods, people. */
function focusParagraph(b: DescriptionBasis): string {
  const topics = b.practice.themes.slice(0, 2).map((t) => t.topic);
  const sentences = [
    topics.length > 0
      ? `${yearsOf(b.experience)}, and your answers centre on ${listOf(topics)}.`
      : b.specialty?.trim()
        ? `${yearsOf(b.experience)}, with a focus on ${b.specialty.trim()}.`
        : `${yearsOf(b.experience)}, and your answers describe a broad, general practice.`,
  ];
  const methods = b.practice.modalities.slice(0, 3).map((m) => m.name);
  if (methods.length > 0) sentences.push(`You draw on ${listOf(methods.map(methodPhrase))}.`);
  const people = b.practice.populations.slice(0, 2).map((p) => p.name);
  if (people.length > 0)
    sentences.push(`You speak especially about working with ${listOf(people)}.`);
  const bio = b.bio?.trim();
  if (bio) sentences.push(`In your own words: “${clip(bio.replace(/\s+/g, ' '), 280)}”`);
  return sentences.join(' ');
}

/**
 * How they work, one sentence per dimension they clearly lean on, with the sentence of their
 * answers it rests on (each quoted once; never bare cue words, issue 12).
 */
function approachParagraph(b: DescriptionBasis): string {
  const quoted = new Set<number>();
  const strong = leanings(b.dimensions).slice(0, 3);
  if (strong.length === 0) {
    return 'Your answers do not lean strongly in any one direction: you adapt how structured, how deep and how challenging the work is to each client.';
  }
  return strong
    .map((l) => {
      const signal = b.evidence.find((d) => d.key === l.key);
      const agrees = signal && Math.sign(signal.score) === Math.sign(l.value);
      const sentence =
        agrees && !quoted.has(signal.sentence) ? b.sentences?.[signal.sentence] : undefined;
      if (!signal || !sentence) return `${l.words.practice}.`;
      quoted.add(signal.sentence);
      return `${l.words.practice}. As you put it: “${clip(sentence.replace(/\s+/g, ' ').trim(), 200)}”`;
    })
    .join(' ');
}

/** The experts' insights that shaped the profile, with their source. */
function insightsParagraph(insights: readonly InsightApplied[]): string | undefined {
  const shown = insights.slice(0, 2);
  if (shown.length === 0) return undefined;
  const sources = [...new Set(shown.map((i) => i.source))];
  const cited = sources.map((source) => {
    const who = source && source !== 'unknown' ? `Dr. ${source}` : 'An expert';
    const texts = shown
      .filter((i) => i.source === source)
      .map((i) => `“${i.insightText.trim().replace(/[.!?]+$/, '')}.”`);
    return `${who} observes: ${texts.join(' And: ')}`;
  });
  return `Insights from the platform's experts fit your work. ${cited.join(' ')} They shape which clients are matched with you.`;
}

/** Who is likely to do well with them, and who might not. */
function fitParagraph(dimensions: MatchingDimensions): string {
  const strong = leanings(dimensions).slice(0, 2);
  const [first] = strong;
  if (!first) {
    return 'Clients who value flexibility are likely to feel at home with you, since you shape the work around each person.';
  }
  const opposite = (first.value > 0 ? poleWords[first.key].low : poleWords[first.key].high).wants;
  return `Clients who want ${listOf(strong.map((l) => l.words.wants))} are likely to feel at home with you; someone who mainly wants ${opposite} may find a different therapist a better fit.`;
}

/** Several paragraphs in the second person, separated by blank lines (spec §2 'Your Therapeutic Approach'). */
export function describeApproach(b: DescriptionBasis): string {
  return [
    focusParagraph(b),
    approachParagraph(b),
    insightsParagraph(b.insightsApplied),
    fitParagraph(b.dimensions),
  ]
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    .map((p) => capitalise(p.trim()))
    .join('\n\n');
}
