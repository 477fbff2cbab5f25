import { OpenAiStub, answer, json } from '@rapport/infra/test-harness/openai-stub';
import { KnowledgeCaptureSystem } from './support';

/** The openai provider chosen by OPENAI_API_KEY, against a stub server, through the gateway. */
const stub = new OpenAiStub();
const sys = new KnowledgeCaptureSystem();

beforeAll(async () => {
  await stub.start();
  await sys.start({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: stub.baseURL,
    AI_TIMEOUT_MS: '300',
  });
  await sys.signIn();
});
afterAll(async () => {
  await sys.stop();
  await stub.stop();
});

describe('with the openai provider', () => {
  it("answers the provider's result through the gateway", async () => {
    const result = {
      summary: 'From the provider.',
      questions: [{ question: 'Q?', reasoning: 'R', audience: 'therapist', source: 'S.' }],
      analysis: [{ insight: 'I', application: 'A', source: 'S.' }],
    };
    stub.reply = answer(result);
    const res = await sys.post('/api/therapist-input', {
      therapistName: 'maya',
      rawInput: 'Thoughts.',
    });
    expect([res.status, res.body.processedInput]).toEqual([200, result]);
  });

  it.each([
    [
      'fails',
      json(500, { error: { message: 'boom' } }),
      'The AI service answered with an error. Please try again shortly.',
    ],
    [
      'returns malformed JSON',
      json(200, {
        id: 'c',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: '{"summ', refusal: null },
          },
        ],
      }),
      'The AI service returned an answer in an unexpected format. Please try again.',
    ],
    [
      'does not answer in time',
      () => undefined,
      'The AI service did not answer in time. Please try again.',
    ],
  ])('answers 502 with a readable message when the provider %s', async (_case, r, message) => {
    stub.reply = r;
    const res = await sys.post('/api/therapist-input', {
      therapistName: 'maya',
      rawInput: 'Thoughts.',
    });
    expect([res.status, res.body.error]).toEqual([502, message]);
  });
});
