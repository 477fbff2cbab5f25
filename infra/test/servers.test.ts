import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { connect, type NatsConnection } from 'nats';
import { serverUrlsFromEnv, uniqueDbPrefix } from '../test-harness';

const urls = serverUrlsFromEnv();
const prefix = uniqueDbPrefix('infra');

describe('test servers from the global setup', () => {
  it('puts all three URLs into the environment', () => {
    expect(urls).toEqual({
      mongoUrl: expect.stringMatching(/^mongodb:\/\//),
      redisUrl: expect.stringMatching(/^redis:\/\//),
      natsUrl: expect.stringMatching(/^nats:\/\//),
    });
  });

  it('stores and finds a document in the MongoDB-wire server', async () => {
    const client = await MongoClient.connect(urls!.mongoUrl);
    try {
      const db = client.db(`${prefix}mongo`);
      const users = db.collection<{ email: string; name: string }>('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertOne({ email: 'ada@example.com', name: 'Ada' });
      await expect(users.insertOne({ email: 'ada@example.com', name: 'Copy' })).rejects.toThrow(
        /duplicate key/i,
      );
      const found = await users.findOne({ email: 'ada@example.com' }, { projection: { _id: 0 } });
      expect(found).toEqual({ email: 'ada@example.com', name: 'Ada' });
      await db.dropDatabase();
    } finally {
      await client.close();
    }
  });

  it('sets and gets a Redis key', async () => {
    const redis = new Redis(urls!.redisUrl, { lazyConnect: true });
    await redis.connect();
    try {
      const key = `${prefix}greeting`;
      await redis.set(key, 'hello', 'EX', 60);
      await expect(redis.get(key)).resolves.toBe('hello');
      await redis.del(key);
    } finally {
      redis.disconnect();
    }
  });

  describe('NATS', () => {
    let nc: NatsConnection;
    beforeAll(async () => {
      nc = await connect({ servers: urls!.natsUrl });
    });
    afterAll(async () => {
      await nc.drain();
    });

    it('adds a JetStream stream and stores a published event', async () => {
      const jsm = await nc.jetstreamManager();
      const stream = `${prefix}EVENTS`;
      await jsm.streams.add({ name: stream, subjects: [`${prefix}event.>`] });
      const ack = await nc.jetstream().publish(`${prefix}event.contact.received`, 'hi');
      expect(ack.stream).toBe(stream);
      const info = await jsm.streams.info(stream);
      expect(info.state.messages).toBe(1);
      await jsm.streams.delete(stream);
    });
  });
});
