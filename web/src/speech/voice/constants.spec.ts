import {
  limits,
  speechRecognition,
  speechDetection as contractDetection,
  timings,
  voiceDefaults,
} from '@rapport/contracts';
import {
  audioAppendLimitBytes,
  recording,
  speechDetection,
  speechLanguage,
  voiceName,
  voiceTimings,
} from './constants';

describe('voice constants mirror the contracts (spec §5, §9)', () => {
  it('records mono at 24 kHz ideal, 32 kbps, 100 ms chunks', () => {
    expect(recording).toEqual(voiceDefaults.recording);
  });

  it('uses the 3-of-5 speech checks', () => {
    expect(speechDetection).toEqual(contractDetection);
  });

  it('ends a turn after 1500 ms of silence and fades in 0.1 steps every 20 ms', () => {
    expect(voiceTimings).toEqual({
      silenceTimeoutMs: timings.silenceTimeoutMs,
      fadeStep: timings.audioFadeStep,
      fadeIntervalMs: timings.audioFadeIntervalMs,
    });
  });

  it('combines audio up to 131072 bytes and speaks as alloy', () => {
    expect(audioAppendLimitBytes).toBe(limits.audioAppendLimitBytes);
    expect(voiceName).toBe(voiceDefaults.voice);
  });

  it('speaks and recognises en-US', () => {
    expect(speechLanguage).toBe(speechRecognition.language);
  });
});
