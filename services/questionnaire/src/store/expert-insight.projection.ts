import type { Collection, Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import type { EventBus } from '@rapport/kit';

type ContributionEvent = EventPayload<'event.contribution.saved'>;

/** One expert insight as the questionnaire keeps it, to apply to therapists' profiles. */
export interface ProjectedInsight {
  /** `<contributionId>:<insightId>`: unique across contributions. */
  _id: string;
  insightId: string;
  contributionId: string;
  insight: string;
  application: string;
  /** The contributing expert's name: the `source` of an applied insight. */
  expert: string;
  position: number;
  contributionTimestamp: string;
}

/**
 * The experts' analysis insights, kept from `event.contribution.saved` / `.updated` on durable
 * consumers of their own (the therapist questions have theirs in the kit's
 * ContributionQuestions). Each event carries all current insights of its contribution, so
 * applying it replaces that contribution's set: an edited insight changes, a removed one leaves.
 */
export class ExpertInsightProjection {
  private readonly col: Collection<ProjectedInsight>;
  private readonly versions: Collection<{ _id: string; occurredAt: string }>;

  constructor(db: Db) {
    this.col = db.collection('expert_insights');
    this.versions = db.collection('expert_insight_versions');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ contributionId: 1 });
    await this.col.createIndex({ contributionTimestamp: 1, position: 1 });
  }

  /** Applies one event unless a newer one of the same contribution was applied already. */
  async applyContribution(event: ContributionEvent, occurredAt: string): Promise<void> {
    const seen = await this.versions.findOne({ _id: event.contributionId });
    // Saved and updated arrive on two consumers, so their order is not guaranteed.
    if (seen && seen.occurredAt > occurredAt) return;
    const current = event.analysis.map((a, position): ProjectedInsight => ({
      _id: `${event.contributionId}:${a._id}`,
      insightId: a._id,
      contributionId: event.contributionId,
      insight: a.insight,
      application: a.application,
      expert: event.therapistName,
      position,
      contributionTimestamp: event.timestamp,
    }));
    for (const i of current) {
      await this.col.updateOne({ _id: i._id }, { $set: i }, { upsert: true });
    }
    await this.col.deleteMany({
      contributionId: event.contributionId,
      _id: { $nin: current.map((i) => i._id) },
    });
    await this.versions.updateOne(
      { _id: event.contributionId },
      { $set: { occurredAt } },
      { upsert: true },
    );
  }

  /** Oldest contribution first, each in its own order: the engine's tie-break is this order. */
  async list(): Promise<ProjectedInsight[]> {
    return this.col
      .find({})
      .sort({ contributionTimestamp: 1, contributionId: 1, position: 1 })
      .toArray();
  }

  async follow(events: EventBus): Promise<void> {
    const apply = (data: ContributionEvent, meta: { occurredAt: string }) =>
      this.applyContribution(data, meta.occurredAt);
    await events.subscribe('expert-insights-saved', 'event.contribution.saved', apply);
    await events.subscribe('expert-insights-updated', 'event.contribution.updated', apply);
  }
}
