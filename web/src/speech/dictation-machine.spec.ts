import {
  collectTranscript,
  dictationStep,
  idle,
  type DictationEvent,
  type DictationOptions,
  type DictationState,
} from './dictation-machine';

const hint = 'Please allow microphone access in your browser settings.';

/** Runs events from idle; returns the final state and every effect in order. */
function run(events: DictationEvent[], options: DictationOptions) {
  let state: DictationState = idle;
  const effects: unknown[] = [];
  for (const event of events) {
    const step = dictationStep(state, event, options);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const auto = { autoRestart: true };
const once = { autoRestart: false };

describe('dictationStep (spec §4 speech dictation)', () => {
  it('starts listening on request', () => {
    expect(run([{ type: 'start' }, { type: 'started' }], once)).toEqual({
      state: { wanted: true, listening: true, denied: false },
      effects: [{ type: 'begin' }],
    });
  });

  it('restarts 50 ms after each session ends while wanted', () => {
    const { state, effects } = run(
      [{ type: 'start' }, { type: 'started' }, { type: 'ended' }, { type: 'restart' }],
      auto,
    );
    expect(effects).toEqual([
      { type: 'begin' },
      { type: 'restart-after', ms: 50 },
      { type: 'begin' },
    ]);
    expect(state.wanted).toBe(true);
  });

  it('does not restart after the user stopped, even during the delay', () => {
    const { effects, state } = run(
      [
        { type: 'start' },
        { type: 'started' },
        { type: 'ended' },
        { type: 'stop' },
        { type: 'restart' },
      ],
      auto,
    );
    expect(effects).toEqual([
      { type: 'begin' },
      { type: 'restart-after', ms: 50 },
      { type: 'end' },
    ]);
    expect(state).toEqual({ wanted: false, listening: false, denied: false });
  });

  it('ends without restart when auto-restart is off', () => {
    const { effects, state } = run(
      [{ type: 'start' }, { type: 'started' }, { type: 'ended' }],
      once,
    );
    expect(effects).toEqual([{ type: 'begin' }]);
    expect(state.wanted).toBe(false);
  });

  it.each([
    [undefined, 'Microphone permission was denied.'],
    [hint, `Microphone permission was denied. ${hint}`],
    [` ${hint}`, `Microphone permission was denied. ${hint}`],
  ])('stops for good when permission is denied (hint %j)', (deniedHint, message) => {
    const { effects, state } = run(
      [
        { type: 'start' },
        { type: 'error', code: 'not-allowed' },
        { type: 'ended' },
        { type: 'restart' },
      ],
      { ...auto, deniedHint },
    );
    expect(effects).toEqual([{ type: 'begin' }, { type: 'alert', message }]);
    expect(state).toEqual({ wanted: false, listening: false, denied: true });
  });

  it('alerts other errors with their code and stops', () => {
    const { effects, state } = run([{ type: 'start' }, { type: 'error', code: 'network' }], auto);
    expect(effects).toContainEqual({ type: 'alert', message: 'Speech recognition error: network' });
    expect(state.wanted).toBe(false);
  });

  it('keeps quiet about silence between auto-restarted sessions, not in one-shot mode', () => {
    const silent = [{ type: 'start' }, { type: 'error', code: 'no-speech' }] as DictationEvent[];
    expect(run(silent, auto).effects).toEqual([{ type: 'begin' }]);
    expect(run(silent, once).effects).toContainEqual({
      type: 'alert',
      message: 'Speech recognition error: no-speech',
    });
    expect(run([{ type: 'start' }, { type: 'error', code: 'aborted' }], once).effects).toEqual([
      { type: 'begin' },
    ]);
  });

  it('reports a failed start', () => {
    const { effects, state } = run(
      [{ type: 'start' }, { type: 'start-failed', message: 'recognition has already started' }],
      auto,
    );
    expect(effects).toContainEqual({
      type: 'alert',
      message: 'Failed to start speech recognition: recognition has already started',
    });
    expect(state.wanted).toBe(false);
  });

  it('ignores a second start while dictating', () => {
    expect(run([{ type: 'start' }, { type: 'start' }], auto).effects).toEqual([{ type: 'begin' }]);
  });
});

describe('collectTranscript', () => {
  const result = (transcript: string, isFinal: boolean) =>
    Object.assign([{ transcript }], { isFinal });

  it('splits final from interim text, from the event result index on', () => {
    const results = [result('old ', true), result('hello ', true), result('wor', false)];
    expect(collectTranscript(results, 1)).toEqual({ final: 'hello ', interim: 'wor' });
  });
});
