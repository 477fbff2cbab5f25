/**
 * The decisions of browser dictation (spec §4 "Speech dictation", §8 "Speech"), kept
 * free of the browser: each event gives the next state and the effects to carry out.
 */

export const unsupportedMessage =
  "Your browser doesn't support speech recognition. Please try a different browser.";
export const restartDelayMs = 50;

export interface DictationOptions {
  /** Start a new session 50 ms after each one ends, until stopped or denied. */
  autoRestart: boolean;
  /** Appended to the permission-denied alert, e.g. 'Please allow microphone access...'. */
  deniedHint?: string;
}

export interface DictationState {
  /** The user wants to dictate (from start until stop, denial or a fatal error). */
  wanted: boolean;
  /** A recognition session is running. */
  listening: boolean;
  denied: boolean;
}

export const idle: DictationState = { wanted: false, listening: false, denied: false };

export type DictationEvent =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'started' }
  | { type: 'ended' }
  | { type: 'restart' }
  | { type: 'error'; code: string }
  | { type: 'start-failed'; message: string };

export type DictationEffect =
  | { type: 'begin' }
  | { type: 'end' }
  | { type: 'restart-after'; ms: number }
  | { type: 'alert'; message: string };

export interface Step {
  state: DictationState;
  effects: DictationEffect[];
}

export function deniedMessage(hint?: string): string {
  const extra = hint?.trim();
  return extra ? `Microphone permission was denied. ${extra}` : 'Microphone permission was denied.';
}

export function dictationStep(
  state: DictationState,
  event: DictationEvent,
  options: DictationOptions,
): Step {
  switch (event.type) {
    case 'start':
      if (state.wanted) return { state, effects: [] };
      return {
        state: { wanted: true, listening: false, denied: false },
        effects: [{ type: 'begin' }],
      };
    case 'stop':
      return { state: { ...state, wanted: false, listening: false }, effects: [{ type: 'end' }] };
    case 'started':
      return { state: { ...state, listening: true }, effects: [] };
    case 'ended':
      if (state.wanted && options.autoRestart && !state.denied) {
        return {
          state: { ...state, listening: false },
          effects: [{ type: 'restart-after', ms: restartDelayMs }],
        };
      }
      return { state: { ...state, wanted: false, listening: false }, effects: [] };
    case 'restart':
      // The user may have stopped during the delay.
      if (!state.wanted || state.listening || state.denied) return { state, effects: [] };
      return { state, effects: [{ type: 'begin' }] };
    case 'error':
      return onError(state, event.code, options);
    case 'start-failed':
      return {
        state: { ...state, wanted: false, listening: false },
        effects: [
          { type: 'alert', message: `Failed to start speech recognition: ${event.message}` },
        ],
      };
  }
}

function onError(state: DictationState, code: string, options: DictationOptions): Step {
  if (code === 'not-allowed' || code === 'service-not-allowed') {
    return {
      state: { wanted: false, listening: false, denied: true },
      effects: [{ type: 'alert', message: deniedMessage(options.deniedHint) }],
    };
  }
  // 'aborted' follows our own stop; silence is expected between auto-restarted sessions.
  if (code === 'aborted' || (code === 'no-speech' && options.autoRestart && state.wanted)) {
    return { state, effects: [] };
  }
  return {
    state: { ...state, wanted: false, listening: false },
    effects: [{ type: 'alert', message: `Speech recognition error: ${code}` }],
  };
}

interface ResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string } | undefined;
}

/** Text finalised by one result event, and the interim text still being recognised. */
export function collectTranscript(
  results: ArrayLike<ResultLike>,
  resultIndex: number,
): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let i = resultIndex; i < results.length; i++) {
    const result = results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += text;
    else interim += text;
  }
  return { final, interim };
}
