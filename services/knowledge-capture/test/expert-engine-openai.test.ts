import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { AiError, aiConfig, OpenAiClient, systemPromptFile } from '@rapport/language';
import { createLogger } from '@rapport/kit';
import {
  answer,
  completion,
  json,
  OpenAiStub,
  type Reply,
} from '@rapport/infra/test-harness/openai-stub';
import { createExpertEngine, openaiExpertEngine, type GeneratedProcessedInput } from '../src/ai';

/**
 * Knowledge capture's openai provider, and the shared structured-output client under it,
 * against the harness's OpenAI-compatible stub on loopback.
 */
const stub = new OpenAiStub();
const requests = stub.requests;
const log = createLogger('expert-openai-test', 'silent');

beforeAll(() => stub.start());
afterAll(() => stub.stop());
beforeEach(() => {
  requests.length = 0;
});

const client = (timeoutMs = 2000, baseURL = stub.baseURL) =>
  new OpenAiClient({ apiKey: 'sk-test-key', baseURL, model: 'gpt-test', timeoutMs, log });
const engine = (timeoutMs = 2000) => openaiExpertEngine(client(timeoutMs));

const good: GeneratedProcessedInput = {
  summary: 'Trauma clients need to set the pace.',
  questions: [
    {
      question: 'How much control do you want over pacing?',
      reasoning: 'The expert stressed pacing.',
      audience: 'client',
      source: 'Trauma clients need to set the pace.',
    },
    {
      question: 'How do you pace trauma work?',
      reasoning: 'Specialty signal.',
      audience: 'therapist',
      source: 'Trauma clients need to set the pace.',
    },
  ],
  analysis: [
    {
      insight: 'Pacing matters.',
      application: "Lean 'Who leads the sessions' toward the client.",
      source: 'Trauma clients need to set the pace.',
    },
  ],
};

describe('openai provider against an OpenAI-compatible server', () => {
  it('sends the prompt files and the contract schema, and parses a good answer', async () => {
    stub.reply = answer(good);
    const out = await engine().processExpertInput('Clients with trauma need to set the pace.');
    expect(out).toEqual(good);

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test-key');
    expect(req?.body.model).toBe('gpt-test');
    const [system, user] = req?.body.messages ?? [];
    expect(system).toEqual({
      role: 'system',
      content: readFileSync(systemPromptFile, 'utf8').trim(),
    });
    expect(user?.role).toBe('user');
    expect(user?.content).toContain("Process the expert's thoughts below.");
    expect(user?.content).toContain('"""\nClients with trauma need to set the pace.\n"""');

    const format = req?.body.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema.name).toBe('processed_input');
    expect(format?.json_schema.strict).toBe(true);
    expect(format?.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['summary', 'questions', 'analysis'],
      additionalProperties: false,
      properties: {
        questions: {
          type: 'array',
          items: {
            // Each item names the expert's sentence it came from (issue 12).
            required: ['question', 'reasoning', 'audience', 'source'],
            additionalProperties: false,
            properties: { audience: { type: 'string', enum: ['client', 'therapist'] } },
          },
        },
        analysis: {
          items: { required: ['insight', 'application', 'source'], additionalProperties: false },
        },
      },
    });
  });

  it('sends the original thoughts, the previous result and the instructions to refine', async () => {
    stub.reply = answer(good);
    await engine().refine('Original thoughts about grief.', 'Focus on trauma', {
      summary: 'Old summary',
      questions: [{ _id: 'q1', question: 'Old question?', reasoning: 'r', audience: 'other' }],
      analysis: [{ _id: 'i1', insight: 'Old insight', application: 'a' }],
    });
    const user = requests[0]?.body.messages[1]?.content ?? '';
    expect(user).toContain('Original thoughts about grief.');
    expect(user).toContain('Focus on trauma');
    expect(user).toContain('"summary": "Old summary"');
    expect(user).toContain('"question": "Old question?"');
    expect(user).not.toContain('"_id"');
  });

  it('converts a question with the insight schema', async () => {
    stub.reply = answer({
      insight: 'Clients differ in pacing.',
      application: 'Use it for directiveness.',
      source: 'How fast do you want to go?',
    });
    const out = await engine().questionToInsight({
      question: 'How fast do you want to go?',
      reasoning: 'Pacing.',
      audience: 'client',
    });
    expect(out).toEqual({
      insight: 'Clients differ in pacing.',
      application: 'Use it for directiveness.',
      source: 'How fast do you want to go?',
    });
    const req = requests[0];
    expect(req?.body.response_format.json_schema.name).toBe('insight');
    expect(req?.body.response_format.json_schema.schema).toMatchObject({
      required: ['insight', 'application', 'source'],
      additionalProperties: false,
    });
    expect(req?.body.messages[1]?.content).toContain('The question (audience: client)');
    expect(req?.body.messages[1]?.content).toContain('How fast do you want to go?');
  });

  it.each<[string, Reply, string, string]>([
    [
      'an HTTP 500',
      json(500, { error: { message: 'upstream broke', type: 'server_error' } }),
      'ai_http',
      'The AI service answered with an error. Please try again shortly.',
    ],
    [
      'an HTTP 429',
      json(429, { error: { message: 'slow down', type: 'rate_limit' } }),
      'ai_http',
      'The AI service answered with an error. Please try again shortly.',
    ],
    [
      'a refusal',
      json(200, completion({ content: null, refusal: "I can't help with that." })),
      'ai_refusal',
      'The AI service declined to process this text. Please rephrase it and try again.',
    ],
    [
      'a content filter stop',
      json(200, completion({ content: null }, 'content_filter')),
      'ai_refusal',
      'The AI service declined to process this text. Please rephrase it and try again.',
    ],
    [
      'content that is not JSON',
      json(200, completion({ content: '{"summary": "cut' })),
      'ai_malformed',
      'The AI service returned an answer in an unexpected format. Please try again.',
    ],
    [
      'JSON outside the schema',
      answer({ ...good, questions: [{ question: 'Q?', reasoning: 'r', audience: 'everyone' }] }),
      'ai_malformed',
      'The AI service returned an answer in an unexpected format. Please try again.',
    ],
    [
      'an answer cut off at the token limit',
      json(200, completion({ content: '{}' }, 'length')),
      'ai_malformed',
      'The AI service returned an answer in an unexpected format. Please try again.',
    ],
    [
      'a body that is not a completion',
      json(200, { hello: 'world' }),
      'ai_malformed',
      'The AI service returned an answer in an unexpected format. Please try again.',
    ],
  ])('turns %s into a 502 AiError', async (_case, r, code, message) => {
    stub.reply = r;
    const err = await engine()
      .processExpertInput('Some thoughts.')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ status: 502, code, message });
    expect(requests).toHaveLength(1);
  });

  it('gives up after its timeout with a timeout AiError', async () => {
    stub.reply = () => undefined; // never answers
    const started = Date.now();
    const err = await engine(300)
      .processExpertInput('Some thoughts.')
      .catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(err).toMatchObject({
      status: 502,
      code: 'ai_timeout',
      message: 'The AI service did not answer in time. Please try again.',
    });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
    expect(requests).toHaveLength(1);
  });

  it('reports an unreachable server as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = openaiExpertEngine(client(1000, `http://127.0.0.1:${port}/v1`));
    await expect(unreachable.processExpertInput('x')).rejects.toMatchObject({
      status: 502,
      code: 'ai_unavailable',
    });
  });
});

describe('createExpertEngine', () => {
  it.each([
    [{ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }, 'openai'],
    [{}, 'local'],
    [{ OPENAI_API_KEY: '   ' }, 'local'],
  ])('with %j picks %s', (env, provider) => {
    expect(createExpertEngine(aiConfig.parse(env), log).provider).toBe(provider);
  });

  it('refuses a base URL that is not a URL', () => {
    expect(aiConfig.safeParse({ OPENAI_BASE_URL: 'not a url' }).success).toBe(false);
  });
});
