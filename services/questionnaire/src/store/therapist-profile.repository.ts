import type { Collection, Db, Filter, UpdateFilter } from 'mongodb';
import type {
  InsightApplied,
  MatchingDimensions,
  TherapistProfile,
  TherapistProfileInput,
  TherapistReview,
  TherapistReviewStatus,
} from '@rapport/contracts';
import type { DirectorySource } from '../domain/directory-entry';
import type { NameParts } from '../domain/names';
import {
  pendingEvent,
  pendingSnapshot,
  type CollectionOutbox,
  type HasOutbox,
  type Outbox,
  type OutboxEntry,
  type SnapshotRenderer,
} from '@rapport/kit';

/** One therapist's profile; the id is the account's user id. */
export interface ProfileDoc extends HasOutbox {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  experience: number;
  specialty?: string;
  bio?: string;
  address?: string;
  insightsApplied: InsightApplied[];
  analysisDetails?: string;
  userFriendlyDescription?: string;
  descriptionGenerated?: boolean;
  dimensions?: MatchingDimensions;
  /** From the questionnaire, for the directory: its own reading of the specialty, style and tags. */
  generatedSpecialty?: string;
  style?: string;
  tags?: string[];
  age?: number;
  /** Absent on profiles made before reviews existed: those count as pending. */
  reviewStatus?: TherapistReviewStatus;
  /** The admin's reason, with a rejection. */
  reviewReason?: string;
  reviewedAt?: Date;
  reviewedBy?: string;
  /** The last 'Submit Profile'. */
  submittedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A profile's review as the therapist and the admin see it. */
export function reviewOf(d: ProfileDoc): TherapistReview {
  const status = d.reviewStatus ?? 'pending';
  return {
    status,
    ...(status === 'rejected' && d.reviewReason ? { reason: d.reviewReason } : {}),
    ...(status !== 'pending' && d.reviewedAt ? { decidedAt: d.reviewedAt.toISOString() } : {}),
  };
}

/** Profiles in one review status; profiles without one are pending. */
function statusFilter(status: TherapistReviewStatus | undefined): Filter<ProfileDoc> {
  if (!status) return {};
  if (status === 'pending')
    return { $or: [{ reviewStatus: 'pending' }, { reviewStatus: { $exists: false } }] };
  return { reviewStatus: status };
}

/** What 'Submit Profile' stores on the caller's profile. */
export interface QuestionnaireOutcome extends NameParts {
  email: string;
  age?: number | undefined;
  experience: number;
  specialty: string;
  style: string;
  tags: string[];
  dimensions: MatchingDimensions;
  insightsApplied: InsightApplied[];
  analysisDetails: string;
  description: string;
}

const optionalFields = ['phone', 'specialty', 'bio', 'address'] as const;

export function toProfile(d: ProfileDoc): TherapistProfile {
  return {
    userId: d._id,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    ...(d.phone !== undefined ? { phone: d.phone } : {}),
    experience: d.experience,
    ...(d.specialty !== undefined ? { specialty: d.specialty } : {}),
    ...(d.bio !== undefined ? { bio: d.bio } : {}),
    ...(d.address !== undefined ? { address: d.address } : {}),
    insightsApplied: d.insightsApplied ?? [],
    ...(d.analysisDetails !== undefined ? { analysisDetails: d.analysisDetails } : {}),
    ...(d.userFriendlyDescription !== undefined
      ? { userFriendlyDescription: d.userFriendlyDescription }
      : {}),
    ...(d.descriptionGenerated !== undefined
      ? { descriptionGenerated: d.descriptionGenerated }
      : {}),
    ...(d.dimensions !== undefined ? { dimensions: d.dimensions } : {}),
    review: reviewOf(d),
  };
}

export function toDirectorySource(d: ProfileDoc): DirectorySource {
  return { ...d, userId: d._id };
}

/**
 * The edit of the profile form: required fields are set; an optional field sent empty is
 * cleared, one not sent is left as it is (the questionnaire sends only what it fills in).
 */
function editUpdate(input: TherapistProfileInput, at: Date): UpdateFilter<ProfileDoc> {
  const set: Partial<ProfileDoc> = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    experience: input.experience,
    updatedAt: at,
  };
  const unset: Partial<Record<(typeof optionalFields)[number], ''>> = {};
  for (const field of optionalFields) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === '') unset[field] = '';
    else set[field] = value;
  }
  return {
    $set: set,
    $push: { outbox: directoryChanged(at) },
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
  };
}

/**
 * Every change of a profile stores `event.therapist.profile-updated` in the same write, as a
 * snapshot: its data is the directory entry of the profile as it is when published (none for
 * a profile not placed yet). The id is random: each change is announced.
 */
function directoryChanged(at: Date): OutboxEntry {
  return pendingSnapshot('event.therapist.profile-updated', undefined, at);
}

/** `event.therapist.review-decided`, stored with the decision; its id derives from it. */
function reviewDecided(therapistId: string, status: TherapistReviewStatus, at: Date) {
  const decidedAt = at.toISOString();
  return pendingEvent(
    'event.therapist.review-decided',
    { therapistId, status, decidedAt },
    `review:${therapistId}:${status}:${decidedAt}`,
    at,
  );
}

/** The therapists' profiles, one document per therapist. */
export class TherapistProfileRepository {
  private readonly col: Collection<ProfileDoc>;

  constructor(db: Db) {
    this.col = db.collection('therapist_profiles');
  }

  /** The outbox of the profiles; `render` turns a profile into its directory entry. */
  trackOutbox(outbox: Outbox, render: SnapshotRenderer<ProfileDoc>): CollectionOutbox {
    return outbox.track(this.col, render);
  }

  async findProfile(userId: string): Promise<ProfileDoc | null> {
    return this.col.findOne({ _id: userId });
  }

  /** Stores the questionnaire's result on the profile, creating it on the first submit. */
  async recordQuestionnaire(
    userId: string,
    outcome: QuestionnaireOutcome,
    at: Date,
  ): Promise<ProfileDoc> {
    const doc = await this.col.findOneAndUpdate(
      { _id: userId },
      {
        $set: {
          firstName: outcome.firstName,
          lastName: outcome.lastName,
          experience: outcome.experience,
          specialty: outcome.specialty,
          generatedSpecialty: outcome.specialty,
          style: outcome.style,
          tags: outcome.tags,
          dimensions: outcome.dimensions,
          insightsApplied: outcome.insightsApplied,
          analysisDetails: outcome.analysisDetails,
          userFriendlyDescription: outcome.description,
          descriptionGenerated: true,
          ...(outcome.age !== undefined ? { age: outcome.age } : {}),
          submittedAt: at,
          updatedAt: at,
        },
        $push: { outbox: directoryChanged(at) },
        $setOnInsert: { email: outcome.email, reviewStatus: 'pending', createdAt: at },
      },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error(`profile ${userId} missing right after its upsert`);
    return doc;
  }

  /** PUT: edits an existing profile; null when there is none. */
  async saveEdits(
    userId: string,
    input: TherapistProfileInput,
    at: Date,
  ): Promise<ProfileDoc | null> {
    return this.col.findOneAndUpdate({ _id: userId }, editUpdate(input, at), {
      returnDocument: 'after',
    });
  }

  /** POST: creates the profile, or saves the edits when one appeared meanwhile (a retried create). */
  async createOrEdit(userId: string, input: TherapistProfileInput, at: Date): Promise<ProfileDoc> {
    const update = editUpdate(input, at);
    const doc = await this.col.findOneAndUpdate(
      { _id: userId },
      {
        ...update,
        $setOnInsert: { insightsApplied: [], reviewStatus: 'pending', createdAt: at },
      },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error(`profile ${userId} missing right after its upsert`);
    return doc;
  }

  async saveDescription(userId: string, description: string, at: Date): Promise<ProfileDoc | null> {
    return this.col.findOneAndUpdate(
      { _id: userId },
      {
        $set: { userFriendlyDescription: description, descriptionGenerated: true, updatedAt: at },
        $push: { outbox: directoryChanged(at) },
      },
      { returnDocument: 'after' },
    );
  }

  /** Records an admin's decision; null when there is no such profile. */
  async decideReview(
    userId: string,
    decision: { status: 'approved' | 'rejected'; reason?: string; adminId: string },
    at: Date,
  ): Promise<ProfileDoc | null> {
    const set: Partial<ProfileDoc> = {
      reviewStatus: decision.status,
      reviewedAt: at,
      reviewedBy: decision.adminId,
    };
    if (decision.status === 'rejected') set.reviewReason = decision.reason ?? '';
    return this.col.findOneAndUpdate(
      { _id: userId },
      {
        $set: set,
        $push: { outbox: reviewDecided(userId, decision.status, at) },
        ...(decision.status === 'approved' ? { $unset: { reviewReason: '' as const } } : {}),
      },
      { returnDocument: 'after' },
    );
  }

  /**
   * A rejected therapist who submits the questionnaire again asks for a new review: the
   * profile is pending again. True when it was rejected (and now is pending).
   */
  async reopenRejected(userId: string, at: Date): Promise<boolean> {
    const result = await this.col.updateOne(
      { _id: userId, reviewStatus: 'rejected' },
      {
        $set: { reviewStatus: 'pending' },
        $push: { outbox: reviewDecided(userId, 'pending', at) },
        $unset: { reviewReason: '', reviewedAt: '', reviewedBy: '' },
      },
    );
    return result.modifiedCount === 1;
  }

  /** Profiles for the admin, most recently submitted or edited first. */
  async listForReview(status: TherapistReviewStatus | undefined): Promise<ProfileDoc[]> {
    return this.col.find(statusFilter(status)).sort({ updatedAt: -1, _id: 1 }).toArray();
  }

  async countByStatus(): Promise<Record<TherapistReviewStatus, number>> {
    const [pending, approved, rejected] = await Promise.all(
      (['pending', 'approved', 'rejected'] as const).map((s) =>
        this.col.countDocuments(statusFilter(s)),
      ),
    );
    return { pending: pending ?? 0, approved: approved ?? 0, rejected: rejected ?? 0 };
  }

  /** The profile as stored (review included, pending events left out): for the therapist's export. */
  async exportFor(userId: string) {
    return this.col.findOne({ _id: userId }, { projection: { outbox: 0 } });
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: userId })).deletedCount;
  }
}
