import type { Db, MongoClient } from 'mongodb';
import { traceMongoCommands } from './trace-drivers';
import { tracingEnabled } from './tracing';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/**
 * Connects to the service's own database: `<prefix><service>`. The driver is loaded here, on
 * first use, so processes that own no data (the gateway) never load it.
 */
export async function connectMongo(url: string, dbName: string): Promise<MongoHandle> {
  const { MongoClient } = await import('mongodb');
  // Command monitoring (spans of Mongo calls) costs an event per command: only when tracing.
  const traced = tracingEnabled();
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 20,
    monitorCommands: traced,
  });
  if (traced) traceMongoCommands(client);
  await client.connect();
  const db = client.db(dbName.replace(/[^a-zA-Z0-9_]/g, '_'));
  return { client, db, close: () => client.close() };
}

/** Repositories implement this so the runner creates their indexes at start. */
export interface HasIndexes {
  ensureIndexes(): Promise<void>;
}

/**
 * MongoDB's duplicate-key error (E11000): an insert met an existing unique key. Read from the
 * error's code, so callers need not load the driver (the gateway never does).
 */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
