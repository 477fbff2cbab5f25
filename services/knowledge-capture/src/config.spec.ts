import { ConfigError, loadConfig } from '@rapport/kit';
import { knowledgeCaptureConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(knowledgeCaptureConfig, env);

describe('knowledgeCaptureConfig', () => {
  it('has working defaults: two demo experts, a day-long token, the offline engine', () => {
    const config = load({});
    expect(config).toMatchObject({
      EXPERT_NAMES: ['Maya', 'Daniel'],
      CONTRIBUTION_TOKEN_TTL_SECONDS: 86_400,
      CONTRIBUTION_LOGIN_MAX_FAILURES: 10,
      CONTRIBUTION_LOGIN_WINDOW_SECONDS: 900,
      AI_TIMEOUT_MS: 9000,
    });
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it.each([
    [{ EXPERT_NAMES: ' Ruth , Ben ' }, ['Ruth', 'Ben']],
    [{ EXPERT_NAMES: 'Ruth' }, ['Ruth']],
  ])('reads EXPERT_NAMES %j', (env, names) => {
    expect(load(env).EXPERT_NAMES).toEqual(names);
  });

  it('treats empty OpenAI variables (as in .env.example) as unset', () => {
    const config = load({ OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.OPENAI_BASE_URL).toBeUndefined();
  });

  it.each([
    [{ EXPERT_NAMES: 'Maya,maya' }, 'EXPERT_NAMES: names must differ'],
    [{ EXPERT_NAMES: ' , ' }, 'EXPERT_NAMES: name at least one expert'],
    [{ EXPERT_NAMES: 'Dr Maya' }, 'EXPERT_NAMES.0: each name must be one word of letters'],
    [{ CONTRIBUTION_TOKEN_TTL_SECONDS: '0' }, 'CONTRIBUTION_TOKEN_TTL_SECONDS'],
    [{ OPENAI_BASE_URL: 'localhost' }, 'OPENAI_BASE_URL: must be a URL'],
  ])('fails fast on %j', (env, line) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(line);
  });
});
