import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TherapistProfile } from '@rapport/contracts';
import { api, apiQuery } from '../../api/client';
import { fetchProfileOrNull, type ProfileInput } from '../therapist-questionnaire/submit';

/** The therapist's profile (null while none exists: GET answers 404) and its mutations. */
export function useTherapistProfile(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = apiQuery('questionnaire.get-therapist-profile', { params: { userId } });
  const profile = useQuery({ queryKey, queryFn: () => fetchProfileOrNull(userId) });
  const exists = profile.data != null;

  const save = useMutation({
    mutationFn: (input: ProfileInput) =>
      exists
        ? api('questionnaire.update-therapist-profile', { params: { userId }, body: input })
        : api('questionnaire.create-therapist-profile', { params: { userId }, body: input }),
    onSuccess: ({ profile: saved }) => {
      queryClient.setQueryData<TherapistProfile | null>(queryKey, saved);
    },
  });

  const generate = useMutation({
    mutationFn: () => api('questionnaire.generate-therapist-description', { params: { userId } }),
    onSuccess: async ({ description }) => {
      queryClient.setQueryData<TherapistProfile | null>(queryKey, (old) =>
        old ? { ...old, userFriendlyDescription: description, descriptionGenerated: true } : old,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });

  return { profile, save, generate };
}
