import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { speechRecognition } from '@rapport/contracts/constants';
import { useToast } from '../components/ui/Toast';
import {
  collectTranscript,
  dictationStep,
  idle,
  unsupportedMessage,
  type DictationEffect,
  type DictationEvent,
} from './dictation-machine';

/** The parts of the Web Speech API used here (TypeScript's DOM lib lacks the class). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onresult: ((e: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionClass(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface UseDictationOptions {
  continuous?: boolean;
  autoRestart?: boolean;
  /**
   * Called on every result: `final` is text recognised for good in this event (append
   * it), `interim` the words still being recognised (show them as a preview).
   */
  onText: (final: string, interim: string) => void;
  /** Extra words for the permission-denied alert (questionnaire and assessment). */
  deniedHint?: string;
  /** How messages are shown; the page's toast region by default (never a native alert). */
  alert?: (message: string) => void;
}

/** Browser dictation in US English with interim results (spec §4, §8, §9). */
export function useDictation(options: UseDictationOptions) {
  const toast = useToast();
  const opts = useRef(options);
  opts.current = options;
  const show = useRef(toast.error);
  show.current = toast.error;
  const state = useRef(idle);
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [listening, setListening] = useState(false);

  // One dispatch for the hook's life: the effects below use only refs and the state setter.
  const dispatch = useMemo(() => {
    const dispatch = (event: DictationEvent) => {
      const { autoRestart = false, deniedHint } = opts.current;
      const next = dictationStep(state.current, event, { autoRestart, deniedHint });
      state.current = next.state;
      // "Listening" as the user sees it: on from start until stop, across restarts.
      setListening(next.state.wanted);
      next.effects.forEach(run);
    };

    const run = (effect: DictationEffect) => {
      switch (effect.type) {
        case 'begin':
          return begin();
        case 'end':
          window.clearTimeout(timer.current);
          return recognition.current?.stop();
        case 'restart-after':
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => dispatch({ type: 'restart' }), effect.ms);
          return;
        case 'alert':
          return (opts.current.alert ?? show.current)(effect.message);
      }
    };

    const begin = () => {
      const Ctor = recognitionClass();
      if (!Ctor) return;
      const rec = recognition.current ?? new Ctor();
      recognition.current = rec;
      rec.lang = speechRecognition.language;
      rec.interimResults = speechRecognition.interimResults;
      rec.continuous = opts.current.continuous ?? false;
      rec.onstart = () => dispatch({ type: 'started' });
      rec.onend = () => dispatch({ type: 'ended' });
      rec.onerror = (e) => dispatch({ type: 'error', code: e.error });
      rec.onresult = (e) => {
        const { final, interim } = collectTranscript(e.results, e.resultIndex);
        opts.current.onText(final, interim);
      };
      try {
        rec.start();
      } catch (err) {
        dispatch({
          type: 'start-failed',
          message: err instanceof Error ? err.message : String(err),
        });
      }
    };

    return dispatch;
  }, []);

  const start = useCallback(() => {
    if (!recognitionClass()) {
      (opts.current.alert ?? show.current)(unsupportedMessage);
      return;
    }
    dispatch({ type: 'start' });
  }, [dispatch]);

  const stop = useCallback(() => dispatch({ type: 'stop' }), [dispatch]);

  const toggle = useCallback(() => {
    if (state.current.wanted) stop();
    else start();
  }, [start, stop]);

  useEffect(
    () => () => {
      // Leaving the screen ends dictation without a restart or a late result.
      state.current = idle;
      window.clearTimeout(timer.current);
      const rec = recognition.current;
      if (rec) {
        rec.onend = rec.onerror = rec.onresult = rec.onstart = null;
        rec.abort();
      }
    },
    [],
  );

  return { listening, supported: recognitionClass() !== null, start, stop, toggle };
}
