import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OpResponse } from '@rapport/contracts';
import { api, apiQuery, messageOr } from '../../api/client';
import { arrivalMessage } from '../../app/arrival-message';
import { clearSession } from '../../auth/storage';
import type { ConsentPurpose } from './notice';
import { consentsQueryKey } from './useConsent';
import { exportFileName, exportFileText, texts } from './your-data';

/** The user's consents and the notice versions in force. */
export function useConsents() {
  return useQuery(apiQuery('privacy.list-consents'));
}

/** Hands `text` to the browser as a download named `name`. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next tick; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download my data': the whole export as one JSON file. A failure (a part of the service did
 * not answer: 503 export_incomplete) keeps the server's message for the screen.
 */
export function useDownloadExport() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const download = useCallback(async () => {
    setDownloading(true);
    setError(null);
    setDone(false);
    try {
      const document = await api('privacy.export');
      saveFile(exportFileName(document.exportedAt), exportFileText(document));
      setDone(true);
    } catch (err) {
      setError(messageOr(err, texts.exportFailed));
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading, error, done };
}

/** 'Withdraw': the server's answer (which offers deletion) is what the screen says next. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) =>
      api('privacy.withdraw-consent', { params: { purpose } }),
    onSuccess: ({ consent }) => {
      queryClient.setQueryData<OpResponse<'privacy.list-consents'>>(consentsQueryKey, (old) =>
        old
          ? {
              ...old,
              consents: old.consents.map((c) => (c.purpose === consent.purpose ? consent : c)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
    },
  });
}

/**
 * 'Delete my account': on success the home page is to say it is done; the session is
 * forgotten, the person goes home and everything cached about them is dropped. Throws ApiError
 * (a wrong password is 403 with the server's message).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (body: { password?: string }): Promise<void> => {
      const { message } = await api('privacy.delete-account', { body });
      arrivalMessage.set(message);
      clearSession();
      await navigate('/', { replace: true });
      // After leaving: the portal's queries would otherwise refetch, signed out, meanwhile.
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}
