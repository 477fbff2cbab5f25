import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { api } from '../../api/client';
import { consentRequired } from '../../api/consent-required';
import { inviteAccess, readAuthToken } from '../../auth';
import { useToast } from '../../components/ui';
import { ensureGuestSession } from '../../auth/guest';
import { cancelAllSpeech, speakText, useWakeLock } from '../../speech/voice';
import { useDictation } from '../../speech/useDictation';
import { runMatch } from './match-flow';
import { text } from './messages';
import { loadedData } from './session-body';
import {
  canTriggerMatch,
  emptyData,
  initialState,
  isConversing,
  voiceReducer,
  type SessionData,
  type VoiceEvent,
  type VoiceState,
} from './session-machine';
import { SessionRuntime, type Recognition } from './session-runtime';
import { useSessionSaving } from './useSessionSaving';

/**
 * The voice screen's controller: the reducer's state plus the actions of the screen
 * (start, continue, start fresh, typed answers, match). The running session lives in a
 * SessionRuntime; this hook wires it to React, dictation, saving and the wake lock.
 */
export function useVoiceSession({ loggedIn }: { loggedIn: boolean }) {
  const [state, dispatch] = useReducer(voiceReducer, initialState);
  const toast = useToast();
  // The state after every event, readable at once by the runtime's callbacks.
  const latest = useRef<VoiceState>(initialState);
  const apply = useCallback((event: VoiceEvent) => {
    latest.current = voiceReducer(latest.current, event);
    dispatch(event);
    return latest.current;
  }, []);
  const current = useCallback(() => latest.current, []);

  const runtimeRef = useRef<SessionRuntime | null>(null);
  const [runtime, setRuntime] = useState<SessionRuntime | null>(null);
  const [generation, setGeneration] = useState(0);

  const dictation = useDictation({
    continuous: true,
    autoRestart: true,
    onText: (final, interim) => runtimeRef.current?.onRecognised(final, interim),
    alert: (message) => runtimeRef.current?.onRecognitionError(message),
  });
  const dictationRef = useRef(dictation);
  dictationRef.current = dictation;
  const recognition = useRef<Recognition>({
    get supported() {
      return dictationRef.current.supported;
    },
    start: () => dictationRef.current.start(),
    stop: () => dictationRef.current.stop(),
  }).current;

  useSessionSaving({ state, loggedIn, generation, current, apply });
  useWakeLock(isConversing(state.phase) || state.phase === 'analyzing');

  /** Must run inside the click handler: it unlocks audio. */
  const begin = useCallback(
    (data: SessionData) => {
      void runtimeRef.current?.shutdown();
      const rt = new SessionRuntime({
        apply,
        state: current,
        recognition,
        // The socket refused the invite access: the page goes back to the invite gate.
        onInviteRefused: inviteAccess.refused,
        // The socket refused for missing consent: the consent step comes back.
        onConsentRequired: consentRequired.notify,
      });
      runtimeRef.current = rt;
      setRuntime(rt);
      void rt.start(data, readAuthToken(), inviteAccess.read()?.token ?? null);
    },
    [apply, current, recognition],
  );

  const startConversation = useCallback(() => begin(latest.current.data), [begin]);

  const startFresh = useCallback(() => {
    apply({ type: 'reset' });
    setGeneration((g) => g + 1);
    begin(emptyData);
  }, [apply, begin]);

  /** 'Continue Conversation' for a session saved on the server. */
  const continueSaved = useCallback(
    async (sessionId: string) => {
      // The click's permission to play audio ends with the click: take it now.
      const rt = new SessionRuntime({
        apply,
        state: current,
        recognition,
        // The socket refused the invite access: the page goes back to the invite gate.
        onInviteRefused: inviteAccess.refused,
        // The socket refused for missing consent: the consent step comes back.
        onConsentRequired: consentRequired.notify,
      });
      rt.audio.unlock();
      let data: SessionData;
      try {
        const { sessionData } = await api('matchmaker.get-session', { params: { id: sessionId } });
        data = loadedData(sessionData, sessionId);
        apply({ type: 'session-loaded', data });
      } catch (err) {
        console.warn('[voice] session load failed', err);
        toast.error(text.sessionLoadFailed);
        apply({ type: 'reset' });
        data = emptyData;
      }
      setGeneration((g) => g + 1);
      void runtimeRef.current?.shutdown();
      runtimeRef.current = rt;
      setRuntime(rt);
      void rt.start(data, readAuthToken(), inviteAccess.read()?.token ?? null);
    },
    [apply, current, recognition, toast],
  );

  const sendText = useCallback(
    (answer: string) => runtimeRef.current?.sendText(answer) ?? false,
    [],
  );

  const endConversation = useCallback(() => {
    void runtimeRef.current?.shutdown();
    apply({ type: 'end' });
  }, [apply]);

  const acknowledgeCrisis = useCallback(() => apply({ type: 'crisis-acknowledged' }), [apply]);

  const findTherapist = useCallback(async () => {
    const s = latest.current;
    if (!canTriggerMatch(s)) return;
    apply({ type: 'match' });
    const rt = runtimeRef.current;
    const outcome = await runMatch(
      {
        previousQA: s.data.previousQA,
        inferredQAs: s.data.inferredQAs,
        ...(s.data.sessionId ? { sessionId: s.data.sessionId } : {}),
      },
      {
        shutdown: async () => {
          await rt?.shutdown();
          cancelAllSpeech();
        },
        ensureSignedIn: async () => {
          if (!readAuthToken()) await ensureGuestSession();
        },
        generateSummary: async (previousQA) =>
          (await api('matchmaker.generate-summary', { body: { previousQA } })).summary,
        finalize: (input) => api('matchmaker.finalize', { body: input }),
        speak: (words) => void speakText(words),
        onSummary: (summary) => apply({ type: 'summary', summary }),
        log: (message, err) => console.warn(`[voice] ${message}`, err),
      },
    );
    if (outcome.kind === 'failed') {
      apply({ type: 'match-failed', message: outcome.message });
      return;
    }
    if (outcome.crisis) apply({ type: 'crisis', notice: outcome.crisis });
    apply({
      type: 'matched',
      recommendation: outcome.kind === 'matched' ? outcome.recommendation : null,
      ...(outcome.kind === 'no-therapist' ? { message: outcome.message } : {}),
    });
  }, [apply]);

  // Leaving the screen ends everything: socket, audio, microphone, speech.
  useEffect(
    () => () => {
      void runtimeRef.current?.shutdown();
      cancelAllSpeech();
    },
    [],
  );

  return {
    state,
    levels: runtime?.audio.levels ?? null,
    recognitionSupported: dictation.supported,
    startConversation,
    startFresh,
    continueSaved,
    sendText,
    endConversation,
    acknowledgeCrisis,
    findTherapist,
  };
}
