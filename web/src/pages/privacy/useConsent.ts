import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpResponse } from '@rapport/contracts';
import { noticeVersions } from '@rapport/contracts/constants';
import { api, apiQuery, messageOr } from '../../api/client';
import { consentRequired } from '../../api/consent-required';
import { useAuth } from '../../auth';
import { ensureGuestSession } from '../../auth/guest';
import { consentStepState } from './consent';
import type { ConsentPurpose } from './notice';

/** The consents query, shared by the consent step and 'Your data'. */
export const consentsQueryKey = apiQuery('privacy.list-consents').queryKey;

/**
 * Whether the consent step for `purpose` must be shown, and agreeing to it (issue 16). An
 * active consent to the current notice skips the step; a refusal by the server for missing
 * consent (withdrawn in another tab, say) brings it back; with `upfront: false` only that
 * shows it. Nobody signed in (the voice screen): agreeing first creates a guest account,
 * which keeps the consent.
 */
export function useConsent(purpose: ConsentPurpose, { upfront = true } = {}) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const consents = useQuery({ ...apiQuery('privacy.list-consents'), enabled: signedIn && upfront });
  const [refused, setRefused] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = noticeVersions[purpose];

  useEffect(
    () =>
      consentRequired.subscribe(() => {
        setRefused(true);
        void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
      }),
    [queryClient],
  );

  const state = consentStepState({
    refused,
    upfront,
    signedIn,
    list: {
      pending: consents.isPending,
      error: consents.isError,
      ...(consents.data ? { consents: consents.data.consents } : {}),
    },
    purpose,
    currentVersion: version,
  });

  const agree = useCallback(async () => {
    setError(null);
    setAgreeing(true);
    try {
      if (!signedIn) await ensureGuestSession();
      const { consent } = await api('privacy.give-consent', {
        body: { purpose, noticeVersion: version },
      });
      // The step goes at once; the list is read again for 'Your data'.
      queryClient.setQueryData<OpResponse<'privacy.list-consents'>>(consentsQueryKey, (old) =>
        old
          ? { ...old, consents: [...old.consents.filter((c) => c.purpose !== purpose), consent] }
          : old,
      );
      setRefused(false);
      void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
    } catch (err) {
      setError(messageOr(err, 'Your consent could not be saved. Please try again.'));
    } finally {
      setAgreeing(false);
    }
  }, [purpose, queryClient, signedIn, version]);

  return { state, agree, agreeing, error, signedIn };
}
