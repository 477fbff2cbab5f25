import { answer, json, OpenAiStub } from '@rapport/infra/test-harness/openai-stub';
import { QuestionnaireSystem } from './support';

/** The service with the openai provider chosen by OPENAI_API_KEY, through the gateway. */
const stub = new OpenAiStub();
const sys = new QuestionnaireSystem();

beforeAll(async () => {
  await stub.start();
  await sys.start({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: stub.baseURL,
    AI_TIMEOUT_MS: '500',
  });
  await sys.contributeTraumaKnowledge();
}, 60_000);
afterAll(async () => {
  await sys.stop();
  await stub.stop();
});

describe('with the openai provider', () => {
  it("answers the provider's therapist, with the experts' insights sent along", async () => {
    const therapist = await sys.register('therapist');
    stub.reply = answer({
      specialty: 'Trauma & PTSD',
      style: 'Warm and collaborative',
      tags: ['trauma'],
      insightsApplied: [],
      description: 'You are warm.\n\nYou follow the client.',
      dimensions: {
        directiveness: -0.5,
        emotionalIntensity: 0,
        pastOrientation: 0.4,
        warmSupport: 0.8,
      },
    });
    const after = sys.profileEvents.length;
    const res = await sys.submit(therapist, ['They set the pace.']);
    expect(res.status).toBe(200);
    expect(res.body.therapist).toMatchObject({
      name: 'Robin Tester',
      style: 'Warm and collaborative',
    });
    expect(stub.requests.at(-1)?.body.messages[1]?.content).toContain('[Maya] ');
    expect((await sys.profileEvent(therapist.id, after)).style).toBe('Warm and collaborative');
  });

  it('answers a failing provider with a readable 502 and stores nothing', async () => {
    const therapist = await sys.register('therapist');
    stub.reply = json(500, { error: { message: 'boom' } });
    const res = await sys.submit(therapist, ['They set the pace.']);
    expect([res.status, res.body.error]).toEqual([
      502,
      'The AI service answered with an error. Please try again shortly.',
    ]);
    const profile = await sys.call('GET', `/api/therapist-profile/${therapist.id}`, {
      token: therapist.token,
    });
    expect(profile.status).toBe(404);
  });
});
