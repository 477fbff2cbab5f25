import { originAllowed } from './origin';
import { parseClientFrame } from './frames';

const text = (s: string) => Buffer.from(s);

describe('parseClientFrame', () => {
  it.each([
    ['not json', 'bad_json'],
    ['"a string"', 'invalid_frame'],
    ['[]', 'invalid_frame'],
    ['{"no":"type"}', 'invalid_frame'],
    ['{"type":"hack"}', 'unknown_type'],
    ['{"type":"audio-chunk","audio":"%%%"}', 'invalid_frame'],
    ['{"type":"tts","text":"Hi","tone":"angry"}', 'invalid_frame'],
  ])('%s → error %s', (raw, code) => {
    const parsed = parseClientFrame(text(raw), false);
    expect(parsed.ok ? null : parsed.error.code).toBe(code);
  });

  it('names the frame and the rule it broke', () => {
    const parsed = parseClientFrame(text('{"type":"user-text","text":"  "}'), false);
    expect(parsed).toEqual({
      ok: false,
      error: { type: 'error', code: 'invalid_frame', message: 'user-text: Text is required' },
    });
  });

  it('refuses binary frames: audio travels as base64', () => {
    const parsed = parseClientFrame(Buffer.from([0, 1, 2]), true);
    expect(parsed.ok ? null : parsed.error.code).toBe('binary_frame');
  });

  it('fills the contract defaults of a good frame', () => {
    expect(parseClientFrame(text('{"type":"tts","text":"Hello"}'), false)).toEqual({
      ok: true,
      frame: { type: 'tts', text: 'Hello', voice: 'alloy', tone: 'calm' },
    });
  });
});

describe('originAllowed', () => {
  it.each([
    [undefined, 'app.example', [], true],
    ['https://app.example', 'app.example', [], true],
    ['https://evil.example', 'app.example', [], false],
    ['https://partner.example', 'app.example', ['https://partner.example'], true],
    ['not a url', 'app.example', [], false],
  ])('origin %s on host %s (allowlist %j) → %s', (origin, host, allowlist, allowed) => {
    expect(originAllowed(origin, host, allowlist)).toBe(allowed);
  });
});
