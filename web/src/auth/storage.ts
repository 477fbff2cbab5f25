/**
 * The browser's local storage items of spec §9, in one place. Reads never throw (a
 * blocked or corrupt storage reads as empty), and writes notify `subscribe`rs so every
 * component showing the user re-renders after login, logout or a guest sign-in.
 */
import type { Credentials } from '../api/http';

export const storageKeys = {
  user: 'user',
  authToken: 'authToken',
  contributionToken: 'therapist_input_auth',
  inviteToken: 'nm_access_token',
  inviteExpires: 'nm_access_expires',
} as const;

export type Role = 'client' | 'therapist' | 'admin';

/** Spec §3 "User (kept locally)". */
export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session simply does not survive a reload.
  }
}

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after any change made here or in another tab. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === storageKeys.user || e.key === storageKeys.authToken) changed();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * The raw stored session as one string: equal strings mean an equal session, which is
 * what useSyncExternalStore needs from a snapshot.
 */
export function sessionSnapshot(): string {
  return `${read(storageKeys.user) ?? ''}\u0000${read(storageKeys.authToken) ?? ''}`;
}

const roles: readonly string[] = ['client', 'therapist', 'admin'];

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const { id, firstName, lastName, email, role } = v;
    if (
      typeof id !== 'string' ||
      typeof email !== 'string' ||
      typeof role !== 'string' ||
      !roles.includes(role)
    ) {
      return null;
    }
    return {
      id,
      email,
      role: role as Role,
      firstName: typeof firstName === 'string' ? firstName : '',
      lastName: typeof lastName === 'string' ? lastName : '',
    };
  } catch {
    return null;
  }
}

export function readUser(): StoredUser | null {
  return parseStoredUser(read(storageKeys.user));
}

export function readAuthToken(): string | null {
  return read(storageKeys.authToken);
}

/** Stores `user` and `authToken` after login, registration or guest creation. */
export function saveSession(user: StoredUser, token: string): void {
  const { id, firstName, lastName, email, role } = user;
  write(storageKeys.user, JSON.stringify({ id, firstName, lastName, email, role }));
  write(storageKeys.authToken, token);
  changed();
}

export function clearSession(): void {
  write(storageKeys.user, null);
  write(storageKeys.authToken, null);
  changed();
}

/** The knowledge-capture access token (`therapist_input_auth`). */
export const contributionToken = {
  read: () => read(storageKeys.contributionToken),
  save: (token: string) => write(storageKeys.contributionToken, token),
  clear: () => write(storageKeys.contributionToken, null),
};

const inviteRefusals = new Set<() => void>();

/** The Natural Matchmaker invite access (`nm_access_token`, `nm_access_expires`). */
export const inviteAccess = {
  read(): { token: string; expiresAt: string } | null {
    const token = read(storageKeys.inviteToken);
    const expiresAt = read(storageKeys.inviteExpires);
    return token && expiresAt ? { token, expiresAt } : null;
  },
  save(token: string, expiresAt: string): void {
    write(storageKeys.inviteToken, token);
    write(storageKeys.inviteExpires, expiresAt);
  },
  clear(): void {
    write(storageKeys.inviteToken, null);
    write(storageKeys.inviteExpires, null);
  },
  /** The server refused the stored access (expired, or lost): forget it and tell the gate. */
  refused(): void {
    inviteAccess.clear();
    for (const listener of inviteRefusals) listener();
  },
  /** Calls `listener` whenever the server refuses the invite access; answers the unsubscribe. */
  onRefused(listener: () => void): () => void {
    inviteRefusals.add(listener);
    return () => void inviteRefusals.delete(listener);
  },
};

/** What the API client sends with each call. */
export function credentials(): Credentials {
  return {
    authToken: readAuthToken(),
    contributionToken: contributionToken.read(),
    inviteToken: read(storageKeys.inviteToken),
  };
}
