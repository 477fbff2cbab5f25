import { ServiceError } from '@rapport/kit';
import { OWN_DATA_ONLY, requireActingFor } from './access';

const caller = (id: string, role: 'client' | 'therapist' | 'admin') => ({
  id,
  role,
  email: `${id}@example.com`,
});

describe('requireActingFor', () => {
  it.each([
    ['the client themself', caller('u1', 'client'), 'u1'],
    ['an admin, for anyone', caller('a1', 'admin'), 'u1'],
  ])('lets %s through', (_who, c, userId) => {
    expect(requireActingFor(c, userId)).toBe(c);
  });

  it.each([
    ['another client', caller('u2', 'client'), 'u1', 403, OWN_DATA_ONLY],
    [
      'a therapist, even for their own id',
      caller('u1', 'therapist'),
      'u1',
      403,
      'This page is for clients.',
    ],
    ['nobody signed in', undefined, 'u1', 401, 'Please log in to continue.'],
  ])('refuses %s', (_who, c, userId, status, message) => {
    let thrown: unknown;
    try {
      requireActingFor(c, userId);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ServiceError);
    expect((thrown as ServiceError).toBusError()).toMatchObject({ status, message });
  });
});
