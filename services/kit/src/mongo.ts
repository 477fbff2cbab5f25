import type { Db, MongoClient } from 'mongodb';

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
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 });
  await client.connect();
  const db = client.db(dbName.replace(/[^a-zA-Z0-9_]/g, '_'));
  return { client, db, close: () => client.close() };
}

/** Repositories implement this so the runner creates their indexes at start. */
export interface HasIndexes {
  ensureIndexes(): Promise<void>;
}
