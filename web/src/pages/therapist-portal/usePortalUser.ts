import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { apiQuery } from '../../api/client';
import { useAuth, type StoredUser } from '../../auth';

export type PortalUser = Pick<StoredUser, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>;

/**
 * The signed-in therapist (spec §8 "Accounts and dashboards"): the server's answer to
 * GET /api/auth/me, or the stored user while it loads or when it fails. null = nobody.
 */
export function useTherapistUser(): PortalUser | null {
  const { user: stored } = useAuth();
  const me = useQuery({ ...apiQuery('auth.me'), enabled: stored !== null });
  if (!stored) return null;
  return me.data?.user ?? stored;
}

/** The portal's user inside its tabs (set by TherapistPortal as outlet context). */
export function usePortalUser(): PortalUser {
  return useOutletContext<{ user: PortalUser }>().user;
}
