import Fastify from 'fastify';
import { operations } from '@rapport/contracts';
import {
  connectBus,
  connectMongo,
  createLogger,
  ensureEventStream,
  EventBus,
  Outbox,
  firstIssueMessage,
  loadConfig,
  baseConfig,
} from '@rapport/kit';
import { ContactMessageRepository } from '@rapport/contact';
import { contactHandlers } from '@rapport/contact/src/handlers/contact.handlers';

/**
 * The contact handler mounted directly in one Fastify process (no gateway, no bus hop), for the
 * bus-vs-direct comparison. Same validation, same repository, same event publication.
 */
async function main(): Promise<void> {
  const config = loadConfig(baseConfig);
  const log = createLogger('direct', 'silent');
  const bus = await connectBus(config, 'direct');
  const mongo = await connectMongo(config.MONGO_URL, `${config.MONGO_DB_PREFIX}contact`);
  await ensureEventStream(bus);
  const messages = new ContactMessageRepository(mongo.db);
  const outbox = new Outbox(new EventBus(bus, 'direct', log), log, { intervalMs: 5_000 });
  const handlers = contactHandlers({
    messages,
    outboxes: { messages: messages.trackOutbox(outbox) },
  });
  const app = Fastify();
  app.post('/api/contact', async (req, reply) => {
    const body = operations['contact.send'].body.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: firstIssueMessage(body.error.issues) });
    return handlers['contact.send'](
      { params: {}, query: {}, body: body.data },
      { requestId: String(req.id), log },
    );
  });
  // What the gateway's /healthz answers, without the bus round trip: isolates the cost of one hop.
  const startedAt = Date.now();
  app.get('/healthz', async () => ({
    status: 'ok',
    services: { contact: 'ok' },
    uptimeMs: Date.now() - startedAt,
  }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

void main();
