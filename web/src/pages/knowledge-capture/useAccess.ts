import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import { contributionToken } from '../../auth/storage';
import {
  accessStep,
  initialAccess,
  type AccessEffect,
  type AccessEvent,
  type AccessState,
} from './access-machine';
import { accessFailure, isNetworkFailure, text } from './messages';

const statusKey = ['knowledge-capture.contribution-auth-status'] as const;
const verifyKey = 'knowledge-capture.verify-contribution-auth';

/**
 * Runs the access machine for the expert named in the URL: the status and token checks,
 * registration, login and the 3 s success screen. Status and verification answers are
 * cached briefly, so moving between the capture page and a contribution does not flash
 * 'Verifying access...' for long.
 */
export function useAccess(name: string) {
  const queryClient = useQueryClient();
  const state = useRef<AccessState>(initialAccess);
  const [view, setView] = useState<AccessState>(initialAccess);
  const alive = useRef(true);
  const timer = useRef<number | undefined>(undefined);
  const nameRef = useRef(name);
  nameRef.current = name;

  // One dispatch for the hook's life. Its effects use only refs and the query client, so it
  // is rebuilt only if the provider hands out another client.
  const dispatch = useMemo(() => {
    function dispatch(event: AccessEvent): void {
      if (!alive.current) return;
      const next = accessStep(state.current, event);
      state.current = next.state;
      setView(next.state);
      next.effects.forEach((effect) => void run(effect));
    }

    async function run(effect: AccessEffect): Promise<void> {
      switch (effect.type) {
        case 'load-status':
          try {
            const status = await queryClient.fetchQuery({
              queryKey: statusKey,
              queryFn: () => api('knowledge-capture.contribution-auth-status'),
              staleTime: 30_000,
            });
            dispatch({
              type: 'status-loaded',
              name: nameRef.current,
              experts: status.experts,
              registrationOpen: status.registrationOpen,
              storedToken: contributionToken.read(),
            });
          } catch {
            dispatch({ type: 'status-failed' });
          }
          return;
        case 'verify':
          try {
            const { valid } = await queryClient.fetchQuery({
              queryKey: [verifyKey, effect.token],
              queryFn: () =>
                api('knowledge-capture.verify-contribution-auth', {
                  body: { token: effect.token },
                }),
              staleTime: 60_000,
            });
            dispatch({ type: 'token-checked', valid });
          } catch (err) {
            // A rejected token (4xx) is simply not valid; no answer at all is a failed check.
            if (isNetworkFailure(err) || (err instanceof ApiError && err.status >= 500)) {
              dispatch({ type: 'status-failed' });
            } else dispatch({ type: 'token-checked', valid: false });
          }
          return;
        case 'register':
          try {
            const { token } = await api('knowledge-capture.register-contribution-access', {
              body: { password: effect.password },
            });
            void queryClient.invalidateQueries({ queryKey: statusKey });
            dispatch({ type: 'registration-succeeded', token });
          } catch (err) {
            const message = accessFailure(err, text.registrationFailed, text.registrationNetwork);
            dispatch({ type: 'registration-failed', message });
          }
          return;
        case 'login':
          try {
            const { token } = await api('knowledge-capture.login-contribution-access', {
              body: { password: effect.password },
            });
            dispatch({ type: 'login-succeeded', token });
          } catch (err) {
            const message = accessFailure(err, text.invalidPassword, text.loginNetwork);
            dispatch({ type: 'login-failed', message });
          }
          return;
        case 'store-token':
          contributionToken.save(effect.token);
          return;
        case 'clear-token':
          contributionToken.clear();
          queryClient.removeQueries({ queryKey: [verifyKey] });
          return;
        case 'wait':
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => dispatch({ type: 'success-shown' }), effect.ms);
          return;
      }
    }

    return dispatch;
  }, [queryClient]);

  useEffect(() => {
    alive.current = true;
    dispatch({ type: 'start' });
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, [dispatch]);

  return { state: view, dispatch };
}
