import { busNames } from './bus';
import { busOutcomeOf, operationOfSubject, outcomeOf } from './metrics';
import type { Bus } from './bus';

const failure = (status: number, code: string) =>
  ({ ok: false, error: { status, code, message: 'm' } }) as const;

describe('outcome labels', () => {
  it.each([
    [{ ok: true, data: 1 } as const, 'ok', 'ok'],
    [failure(400, 'invalid_request'), '4xx', '4xx'],
    [failure(409, 'conflict'), '4xx', '4xx'],
    [failure(500, 'internal'), '5xx', '5xx'],
    [failure(503, 'service_unavailable'), '5xx', 'unavailable'],
    [failure(504, 'service_timeout'), '5xx', 'timeout'],
    [failure(502, 'bus_error'), '5xx', 'bus_error'],
  ])('%j → handler %s, bus %s', (env, handler, bus) => {
    expect(outcomeOf(env)).toBe(handler);
    expect(busOutcomeOf(env)).toBe(bus);
  });

  it('names a subject by its operation, inside or outside a namespace', () => {
    const bus = (prefix: string) => ({ names: busNames(prefix) }) as unknown as Bus;
    expect(operationOfSubject(bus(''), 'rpc.contact.send')).toBe('contact.send');
    expect(operationOfSubject(bus('p1'), 'p1.rpc.contact.health')).toBe('contact.health');
  });
});
