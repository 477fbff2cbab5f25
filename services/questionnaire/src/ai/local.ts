import { dimensionKeys, type MatchingDimensions } from '@rapport/contracts';
import { readSignals, type TextSignals } from '@rapport/language';
import { describeApproach } from './description';
import { applyInsights } from './expert-insights';
import { readPractice, specialtyOf, type Practice } from './practice';
import { styleOf, styleTags } from './style';
import type { TherapistEngine } from './therapist-engine';

/** One paragraph per answer, each ending a sentence, so answers never run into each other. */
export function answersText(answers: readonly { answer: string }[], extra: string[] = []): string {
  return [...answers.map((a) => a.answer), ...extra]
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => (/[.!?…]["'”’)]?$/.test(a) ? a : `${a}.`))
    .join('\n\n');
}

export interface AnswersReading {
  signals: TextSignals;
  practice: Practice;
  /** The four dimensions from the language of the answers alone (DESIGN §6). */
  dimensions: MatchingDimensions;
}

export function readTherapist(text: string): AnswersReading {
  // "I take the lead" is the therapist leading.
  const signals = readSignals(text, [], [], 'therapist');
  const dimensions = Object.fromEntries(
    dimensionKeys.map((key) => [key, signals.dimensions.find((d) => d.key === key)?.score ?? 0]),
  ) as MatchingDimensions;
  return { signals, practice: readPractice(text, signals), dimensions };
}

/**
 * Tags: themes, the main topic in the therapist's own phrase, methods, people, and how they
 * work ('trauma', 'childhood trauma', 'EMDR', 'adolescents', 'warm'); no duplicates.
 */
export function tagsOf(reading: AnswersReading, dimensions: MatchingDimensions, max = 8): string[] {
  const { practice } = reading;
  const main = practice.themes[0];
  const candidates = [
    ...practice.themes.slice(0, 3).map((t) => t.label),
    ...(main && main.topic.includes(' ') ? [main.topic] : []),
    ...practice.modalities.slice(0, 3).map((m) => m.name),
    ...practice.populations.slice(0, 2).map((p) => p.name),
    ...styleTags(dimensions),
  ];
  const seen = new Set<string>();
  return candidates
    .filter((t) => {
      const key = t.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

/**
 * The offline provider's part for this area: wink-nlp and the trait lexicon read the answers,
 * the matching dimensions place the therapist. Same answers, same profile.
 */
export function localTherapistEngine(): TherapistEngine {
  return {
    async generateTherapistProfile(input) {
      const reading = readTherapist(answersText(input.responses));
      const { applied, dimensions } = applyInsights(input.insights, {
        themes: reading.practice.themes,
        dimensions: reading.dimensions,
        evidence: reading.signals.dimensions,
      });
      const specialty = specialtyOf(reading.practice);
      return {
        name: input.name.trim(),
        experience: input.experience,
        specialty,
        style: styleOf(dimensions),
        tags: tagsOf(reading, dimensions),
        insightsApplied: applied,
        description: describeApproach({
          experience: input.experience,
          specialty,
          practice: reading.practice,
          dimensions,
          evidence: reading.signals.dimensions,
          keyPhrases: reading.signals.text.keyPhrases,
          sentences: reading.signals.text.sentences.map((s) => s.text),
          insightsApplied: applied,
        }),
        dimensions,
      };
    },

    async describeTherapist(input) {
      const reading = readTherapist(answersText(input.responses, input.bio ? [input.bio] : []));
      return describeApproach({
        experience: input.experience,
        specialty: input.specialty,
        practice: reading.practice,
        dimensions: input.dimensions ?? reading.dimensions,
        evidence: reading.signals.dimensions,
        keyPhrases: reading.signals.text.keyPhrases,
        sentences: reading.signals.text.sentences.map((s) => s.text),
        insightsApplied: input.insightsApplied,
        bio: input.bio,
      });
    },

    async tagAnswer({ answer }) {
      const reading = readTherapist(answer);
      const tags = tagsOf(reading, reading.dimensions, 5);
      const phrases = reading.signals.text.keyPhrases
        .map((k) => k.phrase)
        .filter((p) => p.includes(' ') && !tags.includes(p));
      return [...tags, ...phrases].slice(0, Math.max(tags.length, 3));
    },
  };
}
