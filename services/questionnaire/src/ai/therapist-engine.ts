import type {
  InsightApplied,
  MatchingDimensions,
  QuestionnaireResultTherapist,
} from '@rapport/contracts';

/** One questionnaire answer with the question it answers. */
export interface TherapistAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** An expert's analysis insight as the questionnaire service keeps it, with who contributed it. */
export interface ExpertInsight {
  insight: string;
  application: string;
  /** The contributing expert's name. */
  expert: string;
}

/** What 'Submit Profile' hands the engine (spec §2 "Therapist questionnaire"). */
export interface TherapistProfileRequest {
  /** As typed on step 0. */
  name: string;
  age?: number | undefined;
  experience: number;
  responses: readonly TherapistAnswer[];
  /** Every current expert insight; the engine picks the ones that apply to this therapist. */
  insights: readonly ExpertInsight[];
}

/** What 'Your Therapeutic Style' is written from: the stored profile and answers. */
export interface TherapistDescriptionRequest {
  name: string;
  experience: number;
  specialty?: string | undefined;
  bio?: string | undefined;
  responses: readonly Pick<TherapistAnswer, 'question' | 'answer'>[];
  insightsApplied: readonly InsightApplied[];
  /** The position the questionnaire gave; read again from the answers when absent. */
  dimensions?: MatchingDimensions | undefined;
}

/**
 * The therapist area's generations (DESIGN §5). Both providers implement it: ./local.ts
 * (offline NLP + the matching dimensions) and ./openai.ts (structured outputs).
 */
export interface TherapistEngine {
  /**
   * Questionnaire answers → the 'Profile Created!' therapist: specialty, style, tags, the
   * expert insights that apply (with their expert), a description in the second person, and
   * the therapist's place on the four matching dimensions (DESIGN §6).
   */
  generateTherapistProfile(input: TherapistProfileRequest): Promise<QuestionnaireResultTherapist>;

  /** Profile and answers → 'Your Therapeutic Style': paragraphs separated by blank lines. */
  describeTherapist(input: TherapistDescriptionRequest): Promise<string>;

  /** Short search tags for one stored answer (the portal's Questions tab). */
  tagAnswer(answer: Pick<TherapistAnswer, 'question' | 'answer'>): Promise<string[]>;
}
