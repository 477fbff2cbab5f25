import { isDuplicateKey } from '@rapport/kit';
import { type Collection, type Db } from 'mongodb';
import type {
  SessionRequestDecision,
  SessionRequestMode,
  SessionRequestStatus,
} from '@rapport/contracts';
import type { HasOutbox, Outbox } from '@rapport/kit';

/** A first-session request as stored; `_id` is the request id. */
export interface StoredSessionRequest extends HasOutbox {
  _id: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  therapistId: string;
  therapistName: string;
  message: string;
  preferredTimes: string;
  mode: SessionRequestMode;
  status: SessionRequestStatus;
  createdAt: Date;
  answeredAt?: Date;
  responseNote?: string;
}

/**
 * The one open request a client may have with a therapist: `_id` is `<clientId>:<therapistId>`,
 * so of two requests sent at the same moment only one insert succeeds. Mongo's unique `_id`
 * decides it on every server of the portable subset (a filtered update is a separate read
 * and write on FerretDB, not a lock).
 */
interface OpenRequestLock {
  _id: string;
  requestId: string;
  at: Date;
}

/** A therapist's answer: `_id` is the request id, so a request is answered exactly once. */
export interface StoredAnswer extends HasOutbox {
  _id: string;
  therapistId: string;
  decision: SessionRequestDecision;
  note: string;
  at: Date;
}

/** Who may read a request: its client or its therapist; a query without one does not compile. */
export type RequestOwner = { clientId: string } | { therapistId: string };

export const openKey = (clientId: string, therapistId: string) => `${clientId}:${therapistId}`;

export class SessionRequestRepository {
  private readonly requests: Collection<StoredSessionRequest>;
  private readonly open: Collection<OpenRequestLock>;
  private readonly answers: Collection<StoredAnswer>;

  constructor(db: Db) {
    this.requests = db.collection('session_requests');
    this.open = db.collection('session_requests_open');
    this.answers = db.collection('session_request_answers');
  }

  /**
   * The outboxes of requests (`event.session-request.created`, stored with the request) and
   * answers (`event.session-request.answered`, stored with the answer that decides it).
   */
  trackOutbox(outbox: Outbox) {
    return { requests: outbox.track(this.requests), answers: outbox.track(this.answers) };
  }

  async ensureIndexes(): Promise<void> {
    await this.requests.createIndex({ clientId: 1, createdAt: -1 });
    await this.requests.createIndex({ therapistId: 1, createdAt: -1 });
  }

  /**
   * Takes the client's open slot with this therapist; false while another request holds it.
   * A slot left by a request that was answered (a stop between answering and freeing it) is
   * freed and taken.
   */
  async claimOpenSlot(clientId: string, therapistId: string, requestId: string, at: Date) {
    const key = openKey(clientId, therapistId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await this.open.insertOne({ _id: key, requestId, at });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const holder = await this.open.findOne({ _id: key });
      if (!holder) continue;
      const held = await this.requests.findOne({ _id: holder.requestId });
      const stale = held ? held.status !== 'open' : holder.at.getTime() < at.getTime() - 60_000;
      if (!stale) return false;
      await this.open.deleteOne({ _id: key, requestId: holder.requestId });
    }
    return false;
  }

  async releaseOpenSlot(clientId: string, therapistId: string, requestId: string) {
    await this.open.deleteOne({ _id: openKey(clientId, therapistId), requestId });
  }

  async insertRequest(request: StoredSessionRequest): Promise<void> {
    await this.requests.insertOne(request);
  }

  async findRequest(id: string): Promise<StoredSessionRequest | null> {
    return this.requests.findOne({ _id: id });
  }

  /** Newest first. */
  async listFor(owner: RequestOwner): Promise<StoredSessionRequest[]> {
    return this.requests.find(owner).sort({ createdAt: -1, _id: 1 }).toArray();
  }

  /** Records the answer; the earlier answer when the request was answered before. */
  async recordAnswer(answer: StoredAnswer): Promise<{ first: boolean; answer: StoredAnswer }> {
    try {
      await this.answers.insertOne(answer);
      return { first: true, answer };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const earlier = await this.answers.findOne({ _id: answer._id });
    if (!earlier) throw new Error(`answer to ${answer._id} missing after a duplicate insert`);
    return { first: false, answer: earlier };
  }

  /** Writes the answer onto the request (the answer record already decided it). */
  async applyAnswer(answer: StoredAnswer): Promise<StoredSessionRequest | null> {
    return this.requests.findOneAndUpdate(
      { _id: answer._id },
      {
        $set: {
          status: answer.decision === 'accept' ? 'accepted' : 'declined',
          answeredAt: answer.at,
          responseNote: answer.note,
        },
      },
      { returnDocument: 'after' },
    );
  }

  /** Every request the user sent or received, with its answer record: for their export. */
  async exportFor(userId: string) {
    const requests = await this.requests
      .find({ $or: [{ clientId: userId }, { therapistId: userId }] }, { projection: { outbox: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
    const answers = requests.length
      ? await this.answers
          .find({ _id: { $in: requests.map((r) => r._id) } }, { projection: { outbox: 0 } })
          .toArray()
      : [];
    return { requests, answers };
  }

  /**
   * Every request the user sent or received goes, with its answer and open slot: the other
   * party no longer sees it (a request to or from a deleted account cannot be answered or
   * kept up, and the client's message was written for that one therapist).
   */
  async eraseUser(userId: string): Promise<number> {
    const owned = { $or: [{ clientId: userId }, { therapistId: userId }] };
    const ids = (await this.requests.find(owned, { projection: { _id: 1 } }).toArray()).map(
      (r) => r._id,
    );
    if (ids.length > 0) await this.answers.deleteMany({ _id: { $in: ids } });
    await this.answers.deleteMany({ therapistId: userId });
    const slots = await this.open.find({}, { projection: { _id: 1 } }).toArray();
    const mine = slots.map((s) => s._id).filter((k) => k.split(':').includes(userId));
    if (mine.length > 0) await this.open.deleteMany({ _id: { $in: mine } });
    return (await this.requests.deleteMany(owned)).deletedCount;
  }
}
