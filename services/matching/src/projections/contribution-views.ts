import type { EventPayload } from '@rapport/contracts';

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
  /** The contributing expert's name (spec §3 `source.therapist`). */
  therapist: string;
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
}

/** The questions of one audience; a question moved to the other audience leaves this view. */
export function questionView(audience: Audience): ContributionView<ProjectedQuestion> {
  return {
    name: `${audience}-questions`,
    idField: 'questionId',
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
