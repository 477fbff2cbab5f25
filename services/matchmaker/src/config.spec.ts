import { ConfigError, loadConfig } from '@rapport/kit';
import { matchmakerConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(matchmakerConfig, env);

describe('matchmakerConfig', () => {
  it('works offline by default: the demo code, the local engine, speech chosen by key', () => {
    expect(load({})).toMatchObject({
      DEMO_INVITE_CODE: 'RAPPORT2026',
      SPEECH_PROVIDER: 'auto',
      ESPEAK_NG_PATH: 'espeak-ng',
      INVITE_MAX_FAILURES: 10,
      VOICE_SESSION_TTL_SECONDS: 21_600,
    });
    expect(load({}).OPENAI_API_KEY).toBeUndefined();
  });

  it('has no demo code by default in production, but takes one that is set', () => {
    expect(load({ NODE_ENV: 'production' }).DEMO_INVITE_CODE).toBe('');
    expect(load({ NODE_ENV: 'production', DEMO_INVITE_CODE: 'pilot-7' }).DEMO_INVITE_CODE).toBe(
      'PILOT-7',
    );
    expect(load({ NODE_ENV: 'test' }).DEMO_INVITE_CODE).toBe('RAPPORT2026');
  });

  it.each([
    [' pilot-7 ', 'PILOT-7'],
    ['', ''],
  ])('reads DEMO_INVITE_CODE %j as %j', (code, expected) => {
    expect(load({ DEMO_INVITE_CODE: code }).DEMO_INVITE_CODE).toBe(expected);
  });

  it.each([
    [{ DEMO_INVITE_CODE: 'THIRTEEN-CHAR' }, 'DEMO_INVITE_CODE: at most 12 characters'],
    [{ DEMO_INVITE_CODE: 'NO SPACES' }, 'DEMO_INVITE_CODE: letters, digits and - only'],
    [{ SPEECH_PROVIDER: 'loud' }, 'SPEECH_PROVIDER'],
    [{ INVITE_MAX_FAILURES: '0' }, 'INVITE_MAX_FAILURES'],
  ])('fails fast on %j', (env, line) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(line);
  });
});
