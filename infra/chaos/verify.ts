import { MongoClient, type Db } from 'mongodb';
import { connect, type NatsConnection } from 'nats';
import { setTimeout as sleep } from 'node:timers/promises';
import { busNames } from '@rapport/kit';

/**
 * Reads what the system really stored, straight from each owning service's database and from
 * the JetStream stream: the ground truth the load's acknowledgements are checked against.
 */
export class Ledger {
  private constructor(
    private readonly mongo: MongoClient,
    private readonly nc: NatsConnection,
    private readonly dbPrefix: string,
  ) {}

  static async open(
    urls: { mongoUrl: string; natsUrl: string },
    dbPrefix: string,
  ): Promise<Ledger> {
    const mongo = await MongoClient.connect(urls.mongoUrl, { serverSelectionTimeoutMS: 15_000 });
    const nc = await connect({ servers: urls.natsUrl, maxReconnectAttempts: -1 }).catch(
      async (err: unknown) => {
        await mongo.close();
        throw err;
      },
    );
    return new Ledger(mongo, nc, dbPrefix);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.mongo.close(), this.nc.close()]);
  }

  /** A service's database, named as the kit names it (`<prefix><service>`, '-' as '_'). */
  private db(service: string): Db {
    return this.mongo.db(`${this.dbPrefix}${service}`.replace(/[^a-zA-Z0-9_]/g, '_'));
  }

  /** The ids of the contact messages that carry each key (the form's organization field holds it). */
  async contactCopies(keys: string[]): Promise<Map<string, string[]>> {
    const copies = new Map<string, string[]>();
    if (keys.length === 0) return copies;
    const docs = await this.db('contact')
      .collection<{ organization: string }>('contact_messages')
      .find({ organization: { $in: keys } }, { projection: { organization: 1 } })
      .toArray();
    for (const d of docs)
      copies.set(d.organization, [...(copies.get(d.organization) ?? []), String(d._id)]);
    return copies;
  }

  /** The accounts auth stored for these emails: id, and how many documents share the email. */
  async accounts(emails: string[]): Promise<Map<string, { ids: string[]; role: string }>> {
    const found = new Map<string, { ids: string[]; role: string }>();
    if (emails.length === 0) return found;
    const docs = await this.db('auth')
      .collection<{ email: string; role: string }>('users')
      .find({ email: { $in: emails } }, { projection: { email: 1, role: 1 } })
      .toArray();
    for (const d of docs) {
      const entry = found.get(d.email) ?? { ids: [], role: d.role };
      entry.ids.push(String(d._id));
      found.set(d.email, entry);
    }
    return found;
  }

  /** Which of these accounts reached client-profile's accounts projection (client_accounts). */
  async projectedAccounts(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const docs = await this.db('client-profile')
      .collection<{ _id: string }>('client_accounts')
      .find({ _id: { $in: userIds } }, { projection: { _id: 1 } })
      .toArray();
    return new Set(docs.map((d) => d._id));
  }

  /**
   * Polls until every one of `userIds` is in the projection or `timeoutMs` passes (an event
   * held by a killed consumer is redelivered only after its ack wait).
   */
  async waitForProjection(userIds: string[], timeoutMs: number): Promise<Set<string>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await this.projectedAccounts(userIds).catch(() => new Set<string>());
      if (found.size === userIds.length || Date.now() > deadline) return found;
      await sleep(500);
    }
  }

  /** The user ids of every event.user.registered in the EVENTS stream. */
  async publishedRegistrations(): Promise<Set<string>> {
    const names = busNames('');
    const subject = names.event('event.user.registered');
    const jsm = await this.nc.jetstreamManager();
    const info = await jsm.streams.info(names.stream, { subjects_filter: subject });
    const total = info.state.subjects?.[subject] ?? 0;
    const ids = new Set<string>();
    const consumer = await this.nc.jetstream().consumers.get(names.stream, {
      filterSubjects: subject,
    });
    let seen = 0;
    while (seen < total) {
      let got = 0;
      const batch = await consumer.fetch({ max_messages: 500, expires: 2000 });
      for await (const m of batch) {
        got++;
        seen++;
        try {
          const envelope = m.json<{ data?: { userId?: string } }>();
          if (envelope.data?.userId) ids.add(envelope.data.userId);
        } catch {
          // not an event of ours: nothing to count
        }
      }
      if (got === 0) break;
    }
    return ids;
  }
}
