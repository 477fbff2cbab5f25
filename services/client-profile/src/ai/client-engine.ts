import type { ClientPreferences } from '@rapport/matching';

/** One written answer with the question it answers (the question may be unknown: ''). */
export interface ClientAnswer {
  question: string;
  answer: string;
}

/** What the engine read from a client's answers: their place on the matching model, in words too. */
export interface ClientAnalysis {
  /** The matching model's input (DESIGN §6), always built by `clientPreferencesFromAnalysis`. */
  preferences: ClientPreferences;
  /** Short personality-insight tags, e.g. 'Anxiety', 'Wants a clear plan'. */
  tags: string[];
  /** One or two sentences in the second person. */
  summary: string;
  /**
   * The provider's own reading that the answers speak of suicide or self-harm (the openai
   * provider only; the safety library's check runs whatever the provider).
   */
  crisisLanguage?: boolean;
}

/** The best-fitting therapist in the directory, as the matching model ranked and scored them. */
export interface BestMatch {
  therapistName: string;
  /** The model's 0-100 score; never the engine's own guess. */
  matchScore: number;
}

/** What the personality profile is written from besides the answers. */
export interface ProfileBasis {
  analysis: ClientAnalysis;
  /** Null when the directory is empty: there is nobody to match yet. */
  bestMatch: BestMatch | null;
}

/** Spec §3 "Client profile": the generated text and the analysis results shown beside it. */
export interface GeneratedPersonalityProfile {
  /** Several paragraphs separated by blank lines, in the second person. */
  personalityProfile: string;
  tags: string[];
  summary: string;
  /** 0-100: how well the best directory therapist fits (the model's score); 0 with nobody to match. */
  matchScore: number;
}

/**
 * The client area's generations (DESIGN §5). Both providers implement it: ./local.ts (offline
 * NLP) and ./openai.ts (structured outputs). The ranking of therapists is never the engine's:
 * the engine places the client on the model's dimensions, the matching model ranks.
 */
export interface ClientEngine {
  /** Written answers → preferences for the matching model, tags and a summary. */
  analyzeClient(answers: readonly ClientAnswer[]): Promise<ClientAnalysis>;

  /** Written answers → a personality profile grounded in what the client wrote. */
  generatePersonalityProfile(
    answers: readonly ClientAnswer[],
    basis: ProfileBasis,
  ): Promise<GeneratedPersonalityProfile>;
}
