import { isDuplicateKey } from '@rapport/kit';
import { type Collection, type Db, type Filter } from 'mongodb';
import type { EventBus } from '@rapport/kit';
import {
  contributionVersion,
  latestStates,
  olderThan,
  versionKey,
  type ContributionState,
  type ContributionVersion,
} from './contribution-version';
import type {
  ContributionEvent,
  ContributionItem,
  ContributionView,
  ProjectedInsight,
  ProjectedQuestion,
} from './contribution-views';

export type ContributionQuestions = ContributionProjection<ProjectedQuestion>;
export type ExpertInsights = ContributionProjection<ProjectedInsight>;

const CONTRIBUTION_EVENTS = ['event.contribution.saved', 'event.contribution.updated'] as const;

/**
 * The latest state of each expert contribution, kept from `event.contribution.saved` and
 * `.updated`. Each event carries the whole contribution, so its state replaces what was kept
 * of that contribution: an edited item changes, a removed one leaves.
 *
 * Replacing is not done by updating a document: the MongoDB-wire server we run on (FerretDB)
 * applies an update as a separate read and write, so a conditional update can still let an
 * older event overwrite a newer one. Each event inserts its own state instead, keyed on the
 * contribution, `occurredAt` and stream sequence (an insert is atomic there too), and reads
 * choose the newest state of each contribution. An older event written late, by a slow
 * consumer or another replica, is never chosen, and pruned with the other superseded states.
 */
export class ContributionProjection<T extends ContributionItem> {
  private readonly col: Collection<ContributionState<T>>;

  constructor(
    db: Db,
    private readonly view: ContributionView<T>,
  ) {
    this.col = db.collection(`${view.name.replace(/-/g, '_')}_by_contribution`);
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ contributionId: 1, occurredAt: 1, seq: 1 });
  }

  /** Stores the state one event leaves; whether it is the one read depends on its version. */
  async apply(event: ContributionEvent, version: ContributionVersion): Promise<void> {
    const state: ContributionState<T> = {
      _id: versionKey(event.contributionId, version),
      contributionId: event.contributionId,
      ...version,
      contributionTimestamp: event.timestamp,
      items: this.view.itemsOf(event),
    };
    try {
      await this.col.insertOne(state);
    } catch (err) {
      // This very event was stored already (a redelivery after a lost acknowledgement).
      if (!isDuplicateKey(err)) throw err;
    }
    await this.prune(event.contributionId);
  }

  /**
   * Deletes the states older than the newest one of a contribution, including this event's own
   * when a newer one was stored first. Safe without a transaction: stored states never change,
   * so a state older than one that exists stays older.
   */
  private async prune(contributionId: string): Promise<void> {
    const newest = await this.col.findOne(
      { contributionId },
      { sort: { occurredAt: -1, seq: -1 }, projection: { occurredAt: 1, seq: 1 } },
    );
    if (!newest) return;
    await this.col.deleteMany({ contributionId, ...olderThan(newest) } as Filter<
      ContributionState<T>
    >);
  }

  /**
   * What consumers show: oldest contribution first, each in its own order, merged as the view
   * says (near-identical questions once, crediting every expert who asked them).
   */
  async list(): Promise<T[]> {
    const items = await this.listEach();
    return this.view.merge ? this.view.merge(items) : items;
  }

  /** Every contribution's current items as it holds them, before any merge. */
  async listEach(): Promise<T[]> {
    const states = await this.col.find({}).toArray();
    return latestStates(states).flatMap((s) => s.items);
  }

  /**
   * An item by its own id or its contribution-scoped `_id`, as the contributions hold it now;
   * should two contributions carry the same id, the item `list` shows first.
   */
  async findItem(id: string): Promise<T | null> {
    const byId = { [`items.${this.view.idField}`]: id };
    const holding = await this.col
      .find({ $or: [byId, { 'items._id': id }] } as Filter<ContributionState<T>>)
      .project<{ contributionId: string }>({ contributionId: 1 })
      .toArray();
    if (holding.length === 0) return null;
    // An older state may hold the item while the newest no longer does: read them all.
    const contributionIds = [...new Set(holding.map((h) => h.contributionId))];
    const states = await this.col.find({ contributionId: { $in: contributionIds } }).toArray();
    for (const s of latestStates(states)) {
      const item = s.items.find((i) => i._id === id || i[this.view.idField] === id);
      if (item) return item;
    }
    return null;
  }

  /** Starts the one durable consumer (saved and updated, in stream order) that keeps this. */
  async follow(events: EventBus): Promise<void> {
    await events.subscribeAll(this.view.name, CONTRIBUTION_EVENTS, async ({ data }, meta) => {
      const version = contributionVersion(meta.occurredAt, meta.seq);
      if (!version) {
        // Without a time it cannot be placed among the contribution's other events.
        meta.log.error({ occurredAt: meta.occurredAt }, 'contribution event has no valid time');
        return;
      }
      await this.apply(data, version);
    });
  }
}
