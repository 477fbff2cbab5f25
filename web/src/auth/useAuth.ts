import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { OpBodyInput } from '@rapport/contracts';
import { api } from '../api/client';
import {
  clearSession,
  parseStoredUser,
  saveSession,
  sessionSnapshot,
  subscribe,
  type StoredUser,
} from './storage';

/** Signs in and stores `user` and `authToken`; throws ApiError with the server's message. */
export async function login(email: string, password: string): Promise<StoredUser> {
  const { user, token } = await api('auth.login', { body: { email, password } });
  saveSession(user, token);
  return user;
}

/** Creates the account, signs it in and stores it, like login. */
export async function register(input: OpBodyInput<'auth.register'>): Promise<StoredUser> {
  const { user, token } = await api('auth.register', { body: input });
  saveSession(user, token);
  return user;
}

/** Revokes the session on the server, then forgets it here. */
export async function logout(): Promise<void> {
  try {
    await api('auth.logout');
  } catch {
    // An expired or already revoked token cannot be revoked again; the user still
    // asked to leave, so the local session is cleared either way.
  } finally {
    clearSession();
  }
}

/** The stored user, kept current across login, logout, guest sign-in and other tabs. */
export function useAuth() {
  const snapshot = useSyncExternalStore(subscribe, sessionSnapshot, () => '');
  return useMemo(() => {
    const [rawUser = '', token = ''] = snapshot.split('\u0000');
    const user = parseStoredUser(rawUser);
    return { user, token: token || null, login, register, logout };
  }, [snapshot]);
}

/** Logout from a portal: revoke, forget, then go to `to`. */
export function useLogout(to = '/') {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(to, { replace: true });
  }, [navigate, to]);
}
