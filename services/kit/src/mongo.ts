import { MongoClient, type Db } from 'mongodb';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** Connects to the service's own database: `<prefix><service>`. */
export async function connectMongo(url: string, dbName: string): Promise<MongoHandle> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 });
  await client.connect();
  const db = client.db(dbName.replace(/[^a-zA-Z0-9_]/g, '_'));
  return { client, db, close: () => client.close() };
}

/** Repositories implement this so the runner creates their indexes at start. */
export interface HasIndexes {
  ensureIndexes(): Promise<void>;
}
