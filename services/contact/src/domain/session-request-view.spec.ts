import { sessionRequest } from '@rapport/contracts';
import { ServiceError } from '@rapport/kit';
import {
  ownerOfList,
  requireAddressedTherapist,
  requireClient,
  toSessionRequest,
} from './session-request-view';

const caller = (role: 'client' | 'therapist' | 'admin', id = 'u1') => ({
  id,
  role,
  email: `${id}@example.org`,
});

function statusOf(fn: () => unknown): number | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof ServiceError ? err.status : -1;
  }
}

describe('who lists which requests', () => {
  it("lists a client's sent requests and a therapist's received ones", () => {
    expect(ownerOfList(caller('client', 'c1'))).toEqual({ clientId: 'c1' });
    expect(ownerOfList(caller('therapist', 't1'))).toEqual({ therapistId: 't1' });
  });

  it.each([
    ['nobody', undefined, 401],
    ['an admin', caller('admin'), 403],
  ] as const)('refuses %s', (_who, c, status) => {
    expect(statusOf(() => ownerOfList(c))).toBe(status);
  });
});

describe('who may send and answer', () => {
  it.each([
    ['a client', caller('client'), 'ok'],
    ['a therapist', caller('therapist'), 403],
    ['an admin', caller('admin'), 403],
    ['nobody', undefined, 401],
  ] as const)('a request may be sent by %s: %s', (_who, c, expected) => {
    expect(statusOf(() => requireClient(c))).toBe(expected);
  });

  it.each([
    ['the addressed therapist', caller('therapist', 't1'), 'ok'],
    ['another therapist', caller('therapist', 't2'), 403],
    ['the client who sent it', caller('client', 'c1'), 403],
    ['an admin', caller('admin', 'a1'), 403],
  ] as const)('a request to t1 may be answered by %s: %s', (_who, c, expected) => {
    expect(statusOf(() => requireAddressedTherapist(c, { therapistId: 't1' }))).toBe(expected);
  });
});

it('shows a stored request as the contract says, with the account name when known', () => {
  const stored = {
    _id: 'r1',
    clientId: 'c1',
    clientName: '',
    clientEmail: 'c1@example.org',
    therapistId: 't1',
    therapistName: 'Ben Hartley',
    message: 'Hello',
    preferredTimes: 'Evenings',
    mode: 'online' as const,
    status: 'open' as const,
    createdAt: new Date('2026-03-01T10:00:00Z'),
  };
  const view = toSessionRequest(stored, 'Ada Li');
  expect(view.clientName).toBe('Ada Li');
  expect(view.answeredAt).toBeUndefined();
  expect(sessionRequest.safeParse(view).success).toBe(true);
});
