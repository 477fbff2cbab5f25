import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import {
  EventBus,
  call,
  createLogger,
  ensureEventStream,
  serveOperations,
  type Bus,
  type HandlerMap,
  type OperationServer,
} from '@rapport/kit';

/**
 * Two systems on one NATS server, each in its own BUS_PREFIX namespace, both running the same
 * service in the same queue group: neither answers the other's requests nor consumes the
 * other's events. This is what lets integration test files run side by side.
 */
const log = createLogger('bus-test', 'silent');
const systems: { name: string; bus: Bus; server: OperationServer }[] = [];

beforeAll(async () => {
  for (const name of ['a', 'b']) {
    const bus = await connectTestBus(testEnv(uniqueDbPrefix(`bus${name}`)), `bus-test-${name}`);
    const unused = async (): Promise<never> => {
      throw new Error('not used by this test');
    };
    const handlers: HandlerMap<'contact'> = {
      'contact.send': async () => ({ success: true, id: name }),
      'contact.admin-list-contact-messages': unused,
      'contact.create-session-request': unused,
      'contact.list-session-requests': unused,
      'contact.respond-session-request': unused,
      'contact.export-user': unused,
    };
    systems.push({ name, bus, server: serveOperations(bus, 'contact', handlers, log) });
    await bus.nc.flush();
  }
});

afterAll(async () => {
  for (const { bus, server } of systems) {
    await server.drain();
    await bus.nc.drain();
  }
});

const contact = (id: string) => ({ id, receivedAt: new Date().toISOString() });

it('answers every request from the replica of its own namespace', async () => {
  for (const { name, bus } of systems) {
    const body = { name: 'Grace', email: 'grace@example.org', message: 'Hello' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(bus, 'contact.send', { body }, { requestId: `bus-${name}-${i}` }),
      ),
    );
    expect(answers.map((a) => a.id)).toEqual(Array(10).fill(name));
  }
});

it('delivers an event only to the consumers of its own namespace', async () => {
  const seen: Record<string, string[]> = { a: [], b: [] };
  const buses: EventBus[] = [];
  for (const { name, bus } of systems) {
    await ensureEventStream(bus);
    const events = new EventBus(bus, 'listener', log);
    await events.subscribe('received', 'event.contact.received', async (data) => {
      seen[name]!.push(data.id);
    });
    buses.push(events);
  }
  await buses[0]!.publish('event.contact.received', contact('from-a'));
  await buses[1]!.publish('event.contact.received', contact('from-b'));
  const until = Date.now() + 5000;
  while ((seen.a!.length < 1 || seen.b!.length < 1) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 200));
  expect(seen).toEqual({ a: ['from-a'], b: ['from-b'] });
  for (const events of buses) await events.stop();
});
