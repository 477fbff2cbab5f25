import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { inviteAccess } from '../../auth';
import { checkCode, inviteErrorMessage, isUnexpired } from './invite';
import { text } from './messages';

export type AccessState = 'checking' | 'granted' | 'gate';

/**
 * Spec §4 "Invite gate": access is granted when a stored access token with an unexpired
 * expiry passes the server's check; a valid code stores token and expiry and opens access.
 */
export function useInviteAccess() {
  const [state, setState] = useState<AccessState>('checking');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const stored = inviteAccess.read();
    if (!stored || !isUnexpired(stored.expiresAt)) {
      if (stored) inviteAccess.clear();
      setState('gate');
      return;
    }
    let active = true;
    api('matchmaker.check-access', { body: { accessToken: stored.token } })
      .then(({ hasAccess }) => {
        if (!active) return;
        if (!hasAccess) inviteAccess.clear();
        setState(hasAccess ? 'granted' : 'gate');
      })
      .catch(() => {
        if (active) setState('gate');
      });
    return () => {
      active = false;
    };
  }, []);

  // A call or the voice socket refused the access (it expired, or the server lost it).
  useEffect(
    () =>
      inviteAccess.onRefused(() => {
        setError(text.inviteExpired);
        setState('gate');
      }),
    [],
  );

  const submit = useCallback(async (raw: string) => {
    const checked = checkCode(raw);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const { accessToken, expiresAt } = await api('matchmaker.validate-invite', {
        body: { code: checked.code },
      });
      inviteAccess.save(accessToken, expiresAt);
      setState('granted');
    } catch (err) {
      setError(inviteErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  }, []);

  return { state, error, submitting, submit };
}
