import { ObjectId } from 'mongodb';
import { createLogger } from '@rapport/kit';
import type { StoredUser } from '../store/user.repository';
import { AccountEraser, type EraserDeps } from './account-eraser';
import { sweepAccounts } from './account-retention';

const now = new Date('2026-11-23T12:00:00Z');
const user = (guest = false): StoredUser => ({
  _id: new ObjectId(),
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  role: 'client',
  passwordHash: 'h',
  guest,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

function fakes() {
  const steps: string[] = [];
  const deps: EraserDeps = {
    users: {
      deleteById: async (id) => (steps.push(`delete ${id}`), 1),
      findByIds: async () => [],
    },
    deleted: {
      record: async (u) => {
        steps.push(`record ${u.id}`);
        return { _id: u.id, role: u.role, emailHash: 'x', deletedAt: u.now, reason: u.reason };
      },
      deletedSince: async () => [],
    },
    consents: { eraseUser: async (id) => (steps.push(`consents ${id}`), 0) },
    revoked: { revokeUser: async (id, ttl) => void steps.push(`revoke ${id} ${ttl}`) },
    outbox: { flush: async (id) => (steps.push(`flush ${String(id)}`), 1) },
    sessionTtlSeconds: 43_200,
    log: createLogger('test', 'silent'),
  };
  return { deps, steps };
}

describe('AccountEraser', () => {
  it('records the deletion (with its event) first, revokes every token, then removes the account', async () => {
    const { deps, steps } = fakes();
    const u = user();
    const id = u._id.toHexString();
    await new AccountEraser(deps).erase(u, 'request', now);
    expect(steps).toEqual([
      `record ${id}`,
      `revoke ${id} 43200`,
      `delete ${id}`,
      `consents ${id}`,
      `flush ${id}`,
    ]);
  });

  it('sets the marks of recent deletions again for what is left of a session lifetime', async () => {
    const { deps, steps } = fakes();
    deps.deleted.deletedSince = async () => [
      {
        _id: 'u1',
        role: 'client',
        emailHash: 'x',
        reason: 'request',
        deletedAt: new Date(now.getTime() - 3_600_000),
      },
    ];
    expect(await new AccountEraser(deps).reassert(now)).toBe(0);
    expect(steps).toEqual(['revoke u1 39600']);
  });
});

describe('sweepAccounts', () => {
  it('deletes every inactive guest in batches, as a retention deletion', async () => {
    const guests = Array.from({ length: 150 }, () => user(true));
    const erased: string[] = [];
    let offset = 0;
    const removed = await sweepAccounts(
      {
        users: {
          findInactiveGuests: async (cutoff, limit) => {
            expect(cutoff.toISOString()).toBe('2026-10-24T12:00:00.000Z');
            const batch = guests.slice(offset, offset + limit);
            offset += batch.length;
            return batch;
          },
        },
        eraser: {
          erase: async (u, reason) => void erased.push(`${reason}:${u._id.toHexString()}`),
          reassert: async () => 0,
        },
        guestDays: 30,
      },
      now,
    );
    expect(removed).toEqual({ inactiveGuests: 150, unfinishedDeletions: 0 });
    expect(erased).toHaveLength(150);
    expect(erased.every((e) => e.startsWith('retention:'))).toBe(true);
  });
});
