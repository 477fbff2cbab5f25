import { ServiceError } from './errors';
import { requireAdmin } from './admin-guard';

const as = (role: 'client' | 'therapist' | 'admin') => ({
  caller: { id: 'u1', role, email: 'u@example.org' },
});

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof ServiceError ? err.status : -1;
  }
}

describe('requireAdmin', () => {
  it.each([
    ['nobody', {}, 401],
    ['a client', as('client'), 403],
    ['a therapist', as('therapist'), 403],
    ['the admin', as('admin'), undefined],
  ] as const)('answers %s with %s', (_who, ctx, status) => {
    expect(statusOf(() => requireAdmin(ctx))).toBe(status);
  });
});
