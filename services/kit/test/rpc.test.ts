import { headers } from 'nats';
import { headers as metaHeaders, operationsOf } from '@rapport/contracts';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import {
  createLogger,
  serveOperations,
  type Bus,
  type HandlerMap,
  type OperationServer,
} from '@rapport/kit';

/**
 * Requests that cannot be decoded answer a 400 envelope at once: the caller never waits for
 * its timeout and the serving process never sees an unhandled rejection.
 */
let bus: Bus;
let server: OperationServer;
const log = createLogger('rpc-test', 'silent');
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  bus = await connectTestBus(testEnv(uniqueDbPrefix('rpc')), 'rpc-test');
  const handlers = Object.fromEntries(
    operationsOf('contact').map((k) => [k, async () => ({ echoed: true })]),
  ) as unknown as HandlerMap<'contact'>;
  server = serveOperations(bus, 'contact', handlers, log);
});

afterAll(async () => {
  await server.drain();
  await bus.nc.drain();
  process.off('unhandledRejection', onUnhandled);
});

const key = operationsOf('contact')[0]!;

async function ask(data: string, user?: string) {
  const h = headers();
  h.set(metaHeaders.requestId, 'rpc-test');
  if (user !== undefined) h.set(metaHeaders.user, user);
  const started = Date.now();
  const reply = await bus.nc.request(bus.names.rpc(key), new TextEncoder().encode(data), {
    timeout: 2000,
    headers: h,
  });
  return { env: JSON.parse(new TextDecoder().decode(reply.data)), ms: Date.now() - started };
}

it.each([
  ['a user header that is not JSON', '{}', '{not json', 'bad_header'],
  ['a user header that is not a caller', '{}', '{"id":1}', 'bad_header'],
  ['a body that is not JSON', '{"body":', undefined, 'bad_json'],
  ['a body that is JSON null', 'null', undefined, 'invalid_request'],
  ['a body that is a JSON array', '[1,2]', undefined, 'bad_json'],
])('answers %s with a 400 envelope at once', async (_case, data, user, code) => {
  const { env, ms } = await ask(data, user);
  expect(env).toMatchObject({ ok: false, error: { status: 400, code } });
  expect(typeof env.error.message).toBe('string');
  expect(ms).toBeLessThan(1000);
  expect(unhandled).toEqual([]);
});
