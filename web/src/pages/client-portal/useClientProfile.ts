import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile } from '@rapport/contracts';
import { api, apiQuery } from '../../api/client';
import { useAuth } from '../../auth';
import { notFoundAsNull } from './profile-view';

/** Prefix of every cached profile read; invalidated after answers or generation. */
export const profileQueryKey = ['client-profile.get-client-profile'] as const;

/** The signed-in client's profile: `null` when none exists yet (404), else the profile. */
export function useClientProfile() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const base = apiQuery('client-profile.get-client-profile', { params: { userId } });
  const query = useQuery({
    // Its own key: the cached value is the profile itself, not the response body.
    queryKey: [...base.queryKey, 'profile-or-null'] as const,
    queryFn: (ctx): Promise<ClientProfile | null> =>
      base.queryFn(ctx).then((r) => r.profile, notFoundAsNull),
    enabled: userId !== '',
  });
  return { query, userId };
}

/** Generates (or regenerates) the personality profile, then reloads the profile (spec §4). */
export function useGenerateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('client-profile.generate-client-profile', { params: { userId } }),
    // Returning the promise keeps the mutation pending until the reload is done.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

/** The matchmaker journey: how many voice sessions the client has; 0 when unknown. */
export function useSessionCount() {
  const query = useQuery({
    ...apiQuery('matchmaker.list-sessions'),
    retry: false,
    select: (data) => data.sessions.length,
  });
  return { count: query.data ?? 0, loading: query.isPending };
}
