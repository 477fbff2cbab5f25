import type { Collection, Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import type { EventBus } from '@rapport/kit';

type ContributionEvent = EventPayload<'event.contribution.saved'>;
type Audience = 'client' | 'therapist';

/** One expert question as a consumer keeps it. */
export interface ProjectedQuestion {
  /** `<contributionId>:<questionId>`: unique across contributions. */
  _id: string;
  questionId: string;
  contributionId: string;
  text: string;
  reasoning: string;
  /** The contributing expert's name (spec §3 `source.therapist`). */
  therapist: string;
  /** Order of the question within its contribution, for a stable list. */
  position: number;
  contributionTimestamp: string;
}

/**
 * The questions of one audience from the experts' contributions, kept from
 * `event.contribution.saved` / `event.contribution.updated`. Each event carries all current
 * questions of its contribution, so applying it replaces that contribution's set: an edited
 * question changes, a removed or converted one (or one moved to the other audience) leaves.
 */
export class ContributionQuestions {
  private readonly col: Collection<ProjectedQuestion>;
  private readonly versions: Collection<{ _id: string; occurredAt: string }>;

  constructor(
    db: Db,
    private readonly audience: Audience,
  ) {
    this.col = db.collection(`${audience}_questions`);
    this.versions = db.collection(`${audience}_question_versions`);
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ contributionId: 1 });
    await this.col.createIndex({ contributionTimestamp: 1, position: 1 });
  }

  /**
   * Applies one contribution event unless a newer one for the same contribution was applied
   * already: saved and updated arrive on two consumers, so their order is not guaranteed.
   */
  async applyContribution(event: ContributionEvent, occurredAt: string): Promise<void> {
    const seen = await this.versions.findOne({ _id: event.contributionId });
    if (seen && seen.occurredAt > occurredAt) return;
    const current = event.questions
      .filter((q) => q.audience === this.audience)
      .map((q, position): ProjectedQuestion => ({
        _id: `${event.contributionId}:${q._id}`,
        questionId: q._id,
        contributionId: event.contributionId,
        text: q.question,
        reasoning: q.reasoning,
        therapist: event.therapistName,
        position,
        contributionTimestamp: event.timestamp,
      }));
    for (const q of current) {
      await this.col.updateOne({ _id: q._id }, { $set: q }, { upsert: true });
    }
    // Upserts first, then removal of what the contribution no longer has: a reader never sees
    // the contribution's questions vanish and come back.
    const keep = current.map((q) => q._id);
    await this.col.deleteMany({ contributionId: event.contributionId, _id: { $nin: keep } });
    await this.versions.updateOne(
      { _id: event.contributionId },
      { $set: { occurredAt } },
      { upsert: true },
    );
  }

  /** Oldest contribution first, each in its own order. */
  async list(): Promise<ProjectedQuestion[]> {
    return this.col
      .find({})
      .sort({ contributionTimestamp: 1, contributionId: 1, position: 1 })
      .toArray();
  }

  async findByQuestionId(questionId: string): Promise<ProjectedQuestion | null> {
    return this.col.findOne({ $or: [{ questionId }, { _id: questionId }] });
  }

  /** Starts the durable consumers (saved and updated) that keep this list current. */
  async follow(events: EventBus): Promise<void> {
    const apply = (data: ContributionEvent, meta: { occurredAt: string }) =>
      this.applyContribution(data, meta.occurredAt);
    await events.subscribe(`${this.audience}-questions-saved`, 'event.contribution.saved', apply);
    await events.subscribe(
      `${this.audience}-questions-updated`,
      'event.contribution.updated',
      apply,
    );
  }
}
