import { useEffect, useRef } from 'react';
import { api } from '../../api/client';
import { readAuthToken } from '../../auth';
import { createSaveScheduler } from './save-scheduler';
import { hasContent, saveBody, saveKeys, type SaveBody } from './session-body';
import type { VoiceEvent, VoiceState } from './session-machine';
import { voice } from './messages';

/**
 * Saves the session with the timing of spec §7 while a user is logged in (authToken):
 * at once when the Q&A changes, 1 s after other changes, never twice at a time. Empty
 * sessions are not saved. `generation` changes when a new session starts, so a save that
 * answers late never gives its id to the next session.
 */
export function useSessionSaving({
  state,
  loggedIn,
  generation,
  current,
  apply,
}: {
  state: VoiceState;
  loggedIn: boolean;
  generation: number;
  current: () => VoiceState;
  apply: (event: VoiceEvent) => VoiceState;
}): void {
  const deps = useRef({ current, apply, generation });
  deps.current = { current, apply, generation };

  const scheduler = useRef(
    createSaveScheduler<SaveBody>({
      keysOf: saveKeys,
      debounceMs: voice.saveDebounceMs,
      save: async (body) => {
        if (!readAuthToken()) return;
        const startedIn = deps.current.generation;
        const sessionId = deps.current.current().data.sessionId;
        const res = await api('matchmaker.save-session', {
          body: { ...body, ...(sessionId ? { sessionId } : {}) },
        });
        if (deps.current.generation !== startedIn) return;
        if (deps.current.current().data.sessionId !== res.sessionId) {
          deps.current.apply({ type: 'saved', sessionId: res.sessionId });
        }
      },
    }),
  ).current;

  // A new session (fresh or loaded) is what the server has, or nothing yet.
  const baselined = useRef(-1);
  useEffect(() => {
    if (baselined.current === generation) return;
    baselined.current = generation;
    const now = current();
    scheduler.baseline(now.data.sessionId ? saveBody(now) : null);
  }, [generation, current, scheduler]);

  useEffect(() => {
    if (!loggedIn || !hasContent(state)) return;
    scheduler.update(saveBody(state));
  }, [state, loggedIn, scheduler]);

  useEffect(() => () => scheduler.cancel(), [scheduler]);
}
