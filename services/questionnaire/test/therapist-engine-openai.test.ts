import { AiError } from '@rapport/language';
import { createLogger } from '@rapport/kit';
import { createTherapistEngine, type TherapistEngine } from '../src/ai';
import { answer, json, OpenAiStub } from '@rapport/infra/test-harness/openai-stub';

/**
 * The therapist part of the openai provider against an OpenAI-compatible stub on loopback:
 * the prompt files and the contract schema go out, the answer is checked on the way in.
 * No service runs here, so this file does not share the bus with questionnaire.test.ts.
 */
const stub = new OpenAiStub();
let engine: TherapistEngine;

beforeAll(async () => {
  await stub.start();
  engine = createTherapistEngine(
    {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: stub.baseURL,
      OPENAI_MODEL: 'gpt-test',
      AI_TIMEOUT_MS: 2000,
    },
    createLogger('therapist-openai-test', 'silent'),
  );
});

afterAll(() => stub.stop());

beforeEach(() => {
  stub.requests.length = 0;
});

const request = {
  name: ' Ana Ruiz ',
  age: 44,
  experience: 12,
  responses: [
    { questionId: 'q1', question: 'How do you pace trauma work?', answer: 'Clients set the pace.' },
    { questionId: 'q2', question: 'Warmth or challenge?', answer: 'Warmth first, always.' },
  ],
  insights: [
    {
      insight: 'Trauma clients need to set the pace.',
      application: 'Lean directiveness low.',
      expert: 'Maya',
    },
    { insight: 'Grief needs patience.', application: 'Specialty signal.', expert: 'Daniel' },
  ],
};

const modelAnswer = {
  specialty: 'Trauma & PTSD',
  style: 'Warm and collaborative',
  tags: ['trauma', 'Trauma', ' client-led ', ''],
  insightsApplied: [
    // The source is the contributing expert's, whatever the model wrote.
    {
      insightText: 'Trauma clients need to set the pace.',
      relevance: 'You let them lead.',
      source: 'Daniel',
    },
    { insightText: 'An insight nobody gave.', relevance: 'Invented.', source: 'Dr. Nobody' },
  ],
  description: 'You work with trauma.\nYou let clients lead.',
  dimensions: {
    directiveness: -0.756,
    emotionalIntensity: 0,
    pastOrientation: 0.2,
    warmSupport: 0.9,
  },
};

describe('therapist profile from the openai provider', () => {
  it('sends the prompt file with the answers and insights, and the contract schema', async () => {
    stub.reply = answer(modelAnswer);
    await engine.generateTherapistProfile(request);
    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test-key');
    const user = req?.body.messages[1]?.content ?? '';
    expect(user).toContain('A therapist has answered the platform');
    expect(user).toContain('The therapist: Ana Ruiz, 12 years of experience, aged 44.');
    expect(user).toContain('1. Q: How do you pace trauma work?\n   A: Clients set the pace.');
    expect(user).toContain(
      '1. [Maya] Trauma clients need to set the pace. (Application: Lean directiveness low.)',
    );
    expect(user).not.toMatch(/\{\{\w+\}\}/);

    const format = req?.body.response_format;
    expect(format?.json_schema).toMatchObject({ name: 'therapist_profile', strict: true });
    expect(format?.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['specialty', 'style', 'tags', 'insightsApplied', 'description', 'dimensions'],
      properties: {
        insightsApplied: {
          items: { required: ['insightText', 'relevance', 'source'], additionalProperties: false },
        },
        dimensions: {
          required: ['directiveness', 'emotionalIntensity', 'pastOrientation', 'warmSupport'],
          additionalProperties: false,
        },
      },
    });
  });

  it("keeps the therapist's own name and experience and checks what the model wrote", async () => {
    stub.reply = answer(modelAnswer);
    expect(await engine.generateTherapistProfile(request)).toEqual({
      name: 'Ana Ruiz',
      experience: 12,
      specialty: 'Trauma & PTSD',
      style: 'Warm and collaborative',
      tags: ['trauma', 'client-led'],
      insightsApplied: [
        {
          insightText: 'Trauma clients need to set the pace.',
          relevance: 'You let them lead.',
          source: 'Maya',
        },
        { insightText: 'An insight nobody gave.', relevance: 'Invented.', source: 'unknown' },
      ],
      description: 'You work with trauma.\n\nYou let clients lead.',
      dimensions: {
        directiveness: -0.76,
        emotionalIntensity: 0,
        pastOrientation: 0.2,
        warmSupport: 0.9,
      },
    });
  });

  it('refuses an answer outside the schema as a readable 502', async () => {
    stub.reply = answer({
      ...modelAnswer,
      dimensions: { ...modelAnswer.dimensions, warmSupport: 3 },
    });
    const err = await engine.generateTherapistProfile(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({
      status: 502,
      code: 'ai_malformed',
      message: 'The AI service returned an answer in an unexpected format. Please try again.',
    });
  });

  it('turns a failing service into a readable 502', async () => {
    stub.reply = json(500, { error: { message: 'upstream broke', type: 'server_error' } });
    await expect(engine.generateTherapistProfile(request)).rejects.toMatchObject({
      status: 502,
      code: 'ai_http',
    });
  });
});

describe('therapeutic style from the openai provider', () => {
  it('sends the profile and answers, and answers the description in paragraphs', async () => {
    stub.reply = answer({ description: 'You are warm.\n\n\nYou let clients lead.' });
    const description = await engine.describeTherapist({
      name: 'Ana Ruiz',
      experience: 12,
      specialty: 'Trauma & PTSD',
      bio: 'I work with survivors.',
      responses: request.responses,
      insightsApplied: [
        { insightText: 'Trauma clients need to set the pace.', relevance: '', source: 'Maya' },
      ],
      dimensions: {
        directiveness: -0.8,
        emotionalIntensity: 0,
        pastOrientation: 0.2,
        warmSupport: 0.9,
      },
    });
    expect(description).toBe('You are warm.\n\nYou let clients lead.');
    const req = stub.requests[0];
    expect(req?.body.response_format.json_schema.name).toBe('therapist_description');
    const user = req?.body.messages[1]?.content ?? '';
    expect(user).toContain('Specialty: Trauma & PTSD');
    expect(user).toContain('Bio: I work with survivors.');
    expect(user).toContain(
      'directiveness -0.8, emotionalIntensity 0, pastOrientation 0.2, warmSupport 0.9',
    );
    expect(user).toContain('- [Maya] Trauma clients need to set the pace.');
  });
});

describe('answer tags with the openai provider', () => {
  it('are read locally, without a network round trip per answer', async () => {
    const tags = await engine.tagAnswer({ question: 'Q?', answer: 'I use EMDR for trauma.' });
    expect(tags).toEqual(expect.arrayContaining(['trauma', 'EMDR']));
    expect(stub.requests).toHaveLength(0);
  });
});
