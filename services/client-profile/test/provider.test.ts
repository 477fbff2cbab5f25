import { OpenAiStub, byTask, json } from '@rapport/infra/test-harness/openai-stub';
import type { ClientProfile } from '@rapport/contracts';
import {
  clientPreferencesFromAnalysis,
  recommend,
  therapistPositionFromProfile,
} from '@rapport/matching';
import { detectCrisis } from '@rapport/safety';
import { evidenceFromOutput } from '../src/ai/openai';
import type { ClientAnalysisOutput } from '../src/ai/schemas';
import { type Analysis, ClientProfileSystem, directory } from './support';

/** A client who wants to explore their past in depth, as the stubbed model reads them. */
const modelReading: ClientAnalysisOutput = {
  tags: ['Low mood', 'Reflective about the past'],
  summary: 'You want to understand how your past shaped your low mood.',
  dimensions: {
    directiveness: -0.6,
    emotionalIntensity: 0.8,
    pastOrientation: 1,
    warmSupport: 0.3,
  },
  evidence: { directiveness: 2, emotionalIntensity: 3, pastOrientation: 4, warmSupport: 1 },
  themes: [{ theme: 'depression', weight: 8 }],
  crisisLanguage: false,
};

/** The openai provider chosen by OPENAI_API_KEY, against a loopback stub, through the gateway. */
const stub = new OpenAiStub();
const sys = new ClientProfileSystem();

beforeAll(async () => {
  await stub.start();
  await sys.start({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: stub.baseURL,
    AI_TIMEOUT_MS: '2000',
  });
  await sys.prepareAssessment();
}, 60_000);
afterAll(async () => {
  await sys.stop();
  await stub.stop();
});

describe('with the openai provider', () => {
  const requests = () => stub.requests.map((r) => r.body);

  beforeEach(() => {
    stub.requests.length = 0;
  });

  const answersFor = async () => {
    const client = await sys.register('client', 'Nina');
    const questions = await sys.questions();
    const responses: Record<string, string> = {};
    for (const q of questions) {
      responses[q.id] = 'I have felt empty for years and I think it goes back to my childhood.';
      await sys.processResponse(client, q.id, responses[q.id]!);
    }
    return { client, questions, responses };
  };

  it("ranks with the matching model from the provider's reading, never the provider's ranking", async () => {
    stub.reply = byTask({ client_analysis: modelReading });
    const { client, questions, responses } = await answersFor();
    const res = await sys.analyze(client, responses);
    expect(res.status).toBe(200);
    const { recommendation } = res.body as unknown as Analysis;

    const expected = recommend(
      clientPreferencesFromAnalysis(evidenceFromOutput(modelReading)),
      directory.map(therapistPositionFromProfile),
    );
    expect(recommendation).toEqual(expected);
    expect(recommendation?.therapist.id).toBe('cp-test-elena-voss');

    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.response_format.json_schema).toMatchObject({
      name: 'client_analysis',
      strict: true,
    });
    const prompt = requests()[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain(questions[0]!.text);
    expect(prompt).toContain('it goes back to my childhood');

    const profile = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(profile.analysisResults).toEqual({
      tags: modelReading.tags,
      summary: modelReading.summary,
      matchScore: expected!.matchScore,
    });
  });

  it("writes the provider's profile with the model's match score, whatever the text claims", async () => {
    stub.reply = byTask({
      client_analysis: modelReading,
      personality_profile: {
        tags: ['Reflective'],
        summary: 'You look for the roots of things.',
        paragraphs: [
          'You have felt empty for years.',
          'You want to look at your childhood.',
          'Dr. Elena Voss fits you, a 99% match.',
        ],
      },
    });
    const { client } = await answersFor();
    const res = await sys.generate(client);
    expect(res.status).toBe(200);
    const profile = (res.body as { profile: ClientProfile }).profile;
    expect(profile.personalityProfile).toBe(
      'You have felt empty for years.\n\nYou want to look at your childhood.\n\nDr. Elena Voss fits you, a 99% match.',
    );
    const best = recommend(
      clientPreferencesFromAnalysis(evidenceFromOutput(modelReading)),
      directory.map(therapistPositionFromProfile),
    );
    expect(profile.analysisResults).toEqual({
      tags: ['Reflective'],
      summary: 'You look for the roots of things.',
      matchScore: best!.matchScore,
    });
    expect(requests().map((r) => r.response_format.json_schema.name)).toEqual([
      'client_analysis',
      'personality_profile',
    ]);
    expect(requests()[1]!.messages.find((m) => m.role === 'user')!.content).toContain(
      `Dr. Elena Voss fits them best, with a match score of ${best!.matchScore}%`,
    );
  });

  it("adds crisis resources when the provider reads crisis language the safety library's check misses", async () => {
    const text = 'My story is nearly finished and I am writing the last page myself.';
    expect((await detectCrisis(text)).flagged).toBe(false);
    const client = await sys.register();
    const [q] = await sys.questions();

    stub.reply = byTask({ client_analysis: { ...modelReading, crisisLanguage: true } });
    const flagged = await sys.analyze(client, { [q!.id]: text });
    expect(flagged.status).toBe(200);
    expect((flagged.body as unknown as Analysis).crisis).toMatchObject({ flagged: true });

    // The provider's "no" never takes a notice away from the safety library's "yes".
    stub.reply = byTask({ client_analysis: modelReading });
    const said = await sys.analyze(client, { [q!.id]: 'Nothing helps and I want to end my life.' });
    expect((said.body as unknown as Analysis).crisis).toMatchObject({ flagged: true });
    const calm = await sys.analyze(client, { [q!.id]: 'I want help with my low mood.' });
    expect((calm.body as unknown as Analysis).crisis).toBeUndefined();
  });

  it('answers 502 with a readable message when the provider fails', async () => {
    stub.reply = json(500, { error: { message: 'boom' } });
    const client = await sys.register();
    const [q] = await sys.questions();
    const res = await sys.analyze(client, { [q!.id]: 'Some answer.' });
    expect([res.status, res.body.error]).toEqual([
      502,
      'The AI service answered with an error. Please try again shortly.',
    ]);
  });
});
