import type { EventPayload } from '@rapport/contracts';
import { mergeQuestions } from './question-merge';

/** `event.contribution.saved` and `.updated` carry the same payload: the whole contribution. */
export type ContributionEvent = EventPayload<'event.contribution.saved'>;
export type Audience = 'client' | 'therapist';

/** What every kept item has: its place in the contributions' order. */
export interface ContributionItem {
  /** `<contributionId>:<item id>`: unique across contributions. */
  _id: string;
  contributionId: string;
  /** Order of the item within its contribution, for a stable list. */
  position: number;
  contributionTimestamp: string;
}

/** One expert question as a consumer keeps it. */
export interface ProjectedQuestion extends ContributionItem {
  questionId: string;
  text: string;
  reasoning: string;
  /**
   * The contributing expert's name (spec §3 `source.therapist`); after merging, every expert
   * who asked it ("Maya and Daniel").
   */
  therapist: string;
  /** Set by merging: the experts who asked it, and the ids of the copies merged into this one. */
  sources?: string[];
  mergedIds?: string[];
}

/** One expert insight as the questionnaire keeps it, to apply to therapists' profiles. */
export interface ProjectedInsight extends ContributionItem {
  insightId: string;
  insight: string;
  application: string;
  /** The contributing expert's name: the `source` of an applied insight. */
  expert: string;
}

/** What one projection keeps of each contribution; the rest of the event is not stored. */
export interface ContributionView<T extends ContributionItem> {
  /** Names the projection's collection and durable consumer: two views never share either. */
  name: string;
  /** The item's own id, by which callers look it up (besides the contribution-scoped `_id`). */
  idField: Exclude<keyof T, keyof ContributionItem> & string;
  /** The contribution's current items, in its order: they replace whatever was kept before. */
  itemsOf(event: ContributionEvent): T[];
  /** How the items of all contributions are listed together (e.g. one question once). */
  merge?(items: T[]): T[];
}

/** The questions of one audience; a question moved to the other audience leaves this view. */
export function questionView(audience: Audience): ContributionView<ProjectedQuestion> {
  return {
    name: `${audience}-questions`,
    idField: 'questionId',
    // The questionnaire, the assessment and the voice bank ask a question once, crediting all.
    merge: mergeQuestions,
    itemsOf: (event) =>
      event.questions
        .filter((q) => q.audience === audience)
        .map((q, position) => ({
          _id: `${event.contributionId}:${q._id}`,
          questionId: q._id,
          contributionId: event.contributionId,
          text: q.question,
          reasoning: q.reasoning,
          therapist: event.therapistName,
          position,
          contributionTimestamp: event.timestamp,
        })),
  };
}

/** The experts' analysis insights. */
export const insightView: ContributionView<ProjectedInsight> = {
  name: 'expert-insights',
  idField: 'insightId',
  itemsOf: (event) =>
    event.analysis.map((a, position) => ({
      _id: `${event.contributionId}:${a._id}`,
      insightId: a._id,
      contributionId: event.contributionId,
      insight: a.insight,
      application: a.application,
      expert: event.therapistName,
      position,
      contributionTimestamp: event.timestamp,
    })),
};
