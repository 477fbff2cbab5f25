import type { TextSignals, ThemeSignal } from '@rapport/language';
import {
  GENERAL_SPECIALTY,
  modalities,
  populationSpecialties,
  populations,
  specialtyNames,
  type PracticeEntry,
} from './practice-lexicon';

/** A method or group of people named in the answers, with how often. */
export interface PracticeHit {
  name: string;
  count: number;
  /** Where it is first named, for a stable order between equal counts. */
  firstAt: number;
}

/** What a therapist's answers say about their practice. */
export interface Practice {
  /** Themes of the shared lexicon, heaviest first. */
  themes: ThemeSignal[];
  modalities: PracticeHit[];
  populations: PracticeHit[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = (entries: PracticeEntry[]) =>
  entries.map((e) => ({
    name: e.name,
    // Whole words only: 'eft' is not inside 'left', 'teen' not inside 'fifteen'.
    pattern: new RegExp(`(?<![a-z0-9])(?:${e.terms.map(escape).join('|')})(?![a-z0-9])`, 'g'),
  }));

const modalityPatterns = patterns(modalities);
const populationPatterns = patterns(populations);

function findHits(text: string, entries: ReturnType<typeof patterns>): PracticeHit[] {
  const lower = text.toLowerCase();
  const hits: PracticeHit[] = [];
  for (const { name, pattern } of entries) {
    const found = [...lower.matchAll(pattern)];
    const first = found[0];
    if (first) hits.push({ name, count: found.length, firstAt: first.index });
  }
  return hits.sort((a, b) => b.count - a.count || a.firstAt - b.firstAt);
}

/** Methods ('CBT', 'EMDR') named in a text, most often named first. */
export function findModalities(text: string): PracticeHit[] {
  return findHits(text, modalityPatterns);
}

/** Groups of people ('adolescents', 'LGBTQ+') named in a text, most often named first. */
export function findPopulations(text: string): PracticeHit[] {
  return findHits(text, populationPatterns);
}

export function readPractice(text: string, signals: TextSignals): Practice {
  return {
    themes: signals.themes.filter((t) => t.terms.length > 0),
    modalities: findModalities(text),
    populations: findPopulations(text),
  };
}

interface Focus {
  specialty: string;
  weight: number;
}

/**
 * The specialty: what the answers are most about, as a profile names it. A second area is
 * added when it carries at least half the weight of the first ('Trauma & PTSD, Grief & loss').
 */
export function specialtyOf(practice: Practice): string {
  const areas: Focus[] = [
    ...practice.themes.map((t) => ({ specialty: specialtyNames[t.key], weight: t.weight })),
    // A group named again and again defines the practice as much as a theme does.
    ...practice.populations
      .filter((p) => p.count >= 2)
      .map((p) => ({ specialty: populationSpecialties[p.name] ?? p.name, weight: p.count })),
  ];
  // Stable: equal weights keep the themes' own order (heaviest, then first raised).
  const ranked = areas
    .map((a, i) => ({ ...a, i }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .filter((a, i, all) => all.findIndex((o) => o.specialty === a.specialty) === i);
  const [first, second] = ranked;
  if (!first) return GENERAL_SPECIALTY;
  if (second && second.weight >= 2 && second.weight * 2 >= first.weight) {
    return `${first.specialty}, ${second.specialty}`;
  }
  return first.specialty;
}
