import { isPermanentMicError, micConstraints, recorderOptions } from './microphone';

describe('microphone settings (spec §9)', () => {
  it('asks for mono audio at 24 kHz ideal, no video', () => {
    expect(micConstraints()).toEqual({
      audio: expect.objectContaining({ channelCount: 1, sampleRate: { ideal: 24_000 } }),
      video: false,
    });
  });

  it('records compressed at 32 kbps in the first supported format', () => {
    expect(recorderOptions(() => true)).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 32_000,
    });
    expect(recorderOptions((t) => t === 'audio/mp4')).toEqual({
      mimeType: 'audio/mp4',
      audioBitsPerSecond: 32_000,
    });
    expect(recorderOptions(() => false)).toEqual({ audioBitsPerSecond: 32_000 });
  });

  it.each([
    ['NotAllowedError', true],
    ['NotFoundError', true],
    ['SecurityError', true],
    ['MicrophoneUnavailableError', true],
    ['NotReadableError', false],
    ['AbortError', false],
  ])('%s is permanent: %s', (name, permanent) => {
    const err = new Error('x');
    err.name = name;
    expect(isPermanentMicError(err)).toBe(permanent);
  });

  it('treats anything without a name as worth retrying', () => {
    expect(isPermanentMicError('boom')).toBe(false);
    expect(isPermanentMicError(null)).toBe(false);
  });
});
