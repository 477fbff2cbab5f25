import { OpenAiStub, byTask } from '@rapport/infra/test-harness/openai-stub';
import { createLogger } from '@rapport/kit';
import { aiConfig } from '@rapport/language';
import { createClientEngine } from '../src/ai';
import type { ClientAnalysisOutput } from '../src/ai/schemas';

/**
 * Any OpenAI-compatible server (a local Ollama, llama.cpp server or vLLM) answers the `openai`
 * provider through OPENAI_BASE_URL and OPENAI_MODEL, with structured outputs (README). The
 * harness stub stands in for such a server on a non-default address, with a model name that is
 * not OpenAI's.
 */
const stub = new OpenAiStub();

const reading: ClientAnalysisOutput = {
  tags: ['Grief'],
  summary: 'You want room to talk about your loss.',
  dimensions: {
    directiveness: -0.5,
    emotionalIntensity: 0.6,
    pastOrientation: 0.2,
    warmSupport: 0.8,
  },
  evidence: { directiveness: 1, emotionalIntensity: 2, pastOrientation: 1, warmSupport: 2 },
  themes: [{ theme: 'grief', weight: 3 }],
  crisisLanguage: false,
};

beforeAll(() => stub.start());
afterAll(() => stub.stop());

it('sends structured completions to OPENAI_BASE_URL with OPENAI_MODEL, as for a local Ollama', async () => {
  stub.reply = byTask({ client_analysis: reading });
  // As a service reads its environment for a local server: any non-empty key, its /v1 address.
  const config = aiConfig.parse({
    OPENAI_API_KEY: 'ollama',
    OPENAI_BASE_URL: stub.baseURL,
    OPENAI_MODEL: 'llama3.1:8b-instruct',
  });
  const engine = createClientEngine(config, createLogger('openai-compatible', 'silent'));
  expect(engine.provider).toBe('openai');

  const analysis = await engine.analyzeClient([
    { question: 'What brings you here?', answer: 'My husband died in the spring.' },
  ]);
  expect(analysis.preferences.themes).toEqual(['grief']);

  const [request] = stub.requests;
  expect(stub.requests).toHaveLength(1);
  expect(stub.baseURL).not.toContain('api.openai.com');
  expect(request?.url).toBe('/v1/chat/completions');
  expect(request?.headers.authorization).toBe('Bearer ollama');
  expect(request?.body.model).toBe('llama3.1:8b-instruct');
  expect(request?.body.response_format).toMatchObject({
    type: 'json_schema',
    json_schema: { name: 'client_analysis', strict: true },
  });
});
