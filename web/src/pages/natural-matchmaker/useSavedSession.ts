import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/client';

/**
 * Spec §4 "Saved sessions": on a logged-in entry, whether a saved session exists (the
 * first listed is the most recent). Without a login nothing is loaded.
 */
export function useSavedSession(loggedIn: boolean) {
  const query = useQuery({
    ...apiQuery('matchmaker.list-sessions'),
    enabled: loggedIn,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return {
    loading: loggedIn && query.isPending,
    latest: loggedIn ? (query.data?.sessions[0] ?? null) : null,
  };
}
