import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile, MatchPassInput } from '@rapport/contracts';
import { api } from '../../api/client';
import { profileQueryKey } from './useClientProfile';

/**
 * 'Try Another Match': tells the server why the current match is passed on and puts the
 * next-best therapist it answers on the cached profile at once (then reloads it).
 */
export function useNextMatch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchPassInput) =>
      api('client-profile.next-match', { params: { userId }, body: input }),
    onSuccess: async ({ match }) => {
      queryClient.setQueriesData<ClientProfile | null>({ queryKey: profileQueryKey }, (old) =>
        old && typeof old === 'object' && 'userId' in old ? { ...old, match } : old,
      );
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
