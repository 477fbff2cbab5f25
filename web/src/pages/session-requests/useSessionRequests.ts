import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpBodyInput, SessionRequest } from '@rapport/contracts';
import { api, apiQuery } from '../../api/client';

const listKey = ['contact.list-session-requests'] as const;

/** The caller's own requests: a client's sent ones, a therapist's received ones, newest first. */
export function useSessionRequests(enabled = true) {
  return useQuery({ ...apiQuery('contact.list-session-requests'), enabled });
}

/** Puts one changed request into the cached list (or at its head when new). */
function withRequest(
  old: { requests: SessionRequest[] } | undefined,
  request: SessionRequest,
): { requests: SessionRequest[] } {
  const rest = (old?.requests ?? []).filter((r) => r.id !== request.id);
  return { requests: [request, ...rest] };
}

/** 'Book First Session': sends the request, then shows it in the list at once. */
export function useCreateSessionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpBodyInput<'contact.create-session-request'>) =>
      api('contact.create-session-request', { body }),
    onSuccess: async ({ request }) => {
      queryClient.setQueriesData<{ requests: SessionRequest[] }>({ queryKey: listKey }, (old) =>
        withRequest(old, request),
      );
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** The therapist's accept or decline, with an optional note. */
export function useRespondSessionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: string } & OpBodyInput<'contact.respond-session-request'>) =>
      api('contact.respond-session-request', { params: { id }, body }),
    onSuccess: async ({ request }) => {
      queryClient.setQueriesData<{ requests: SessionRequest[] }>({ queryKey: listKey }, (old) =>
        old
          ? { requests: old.requests.map((r) => (r.id === request.id ? request : r)) }
          : withRequest(old, request),
      );
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
