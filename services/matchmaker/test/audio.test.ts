import { voiceDefaults } from '@rapport/contracts';
import {
  OpenAiStub,
  byTask,
  json,
  routes,
  streamed,
} from '@rapport/infra/test-harness/openai-stub';
import { detectCrisis } from '@rapport/safety';
import { MatchmakerSystem, directory } from './support';

/** Fake MP3 bytes: an ID3 tag and two frames' worth of data, sent in two writes. */
const stubMp3 = [
  Buffer.from('ID3\u0004\u0000\u0000stub-audio-part-1'),
  Buffer.from('stub-audio-part-2'),
];
const transcript = 'I have been anxious at work and my boss piles on deadlines.';
/** The structured answer of each chat completion task, by the name of its schema. */
const completions: Record<string, unknown> = {};

/**
 * The spoken path with the openai provider, against an OpenAI-compatible stub on loopback:
 * audio chunks → transcription → the engine's structured turn → TTS streamed back.
 */
const stub = new OpenAiStub();
stub.reply = routes({
  '/audio/transcriptions': json(200, { text: transcript }),
  '/audio/speech': streamed('audio/mpeg', stubMp3),
  '/chat/completions': byTask(completions),
});
const sys = new MatchmakerSystem();

/** The model's structured turn for the transcript above. */
const modelTurn = {
  emotion: 'anxious',
  inferences: [
    {
      questionId: 'mm-work',
      answer: 'My boss piles on deadlines.',
      source: 'my boss piles on deadlines.',
      reasoning: 'They name their boss and deadlines.',
    },
    { questionId: 'not-in-bank', answer: 'x', source: 'x', reasoning: 'x' },
  ],
  nextQuestionId: 'mm-support',
  reasonForQuestion: 'You said you are anxious, so it helps to know what support feels right.',
  reflection: 'That sounds like a lot of pressure.',
  crisisLanguage: false,
};

beforeAll(async () => {
  await stub.start();
  await sys.start({ OPENAI_API_KEY: 'test', OPENAI_BASE_URL: stub.baseURL, AI_TIMEOUT_MS: '3000' });
  // finalize recommends from the directory the questionnaire would have published.
  const { fit, misfit } = directory(sys.prefix);
  await sys.publishDirectory([fit, misfit]);
}, 60_000);
afterAll(async () => {
  await sys.stop();
  await stub.stop();
}, 60_000);

describe('voice socket with the openai provider (stub on loopback)', () => {
  beforeAll(() => {
    completions.conversation_turn = modelTurn;
  });

  it('transcribes the turn audio, analyses it, and streams the answer as MP3', async () => {
    const client = await sys.socket();
    const { spoken } = await client.init();
    expect(spoken.find((f) => f.type === 'tts-audio-start')).toMatchObject({
      mimeType: 'audio/mpeg',
      tone: 'warm',
    });

    client.send({ type: 'start-listening' });
    await client.next('listening-ready');
    const chunks = ['first-100ms|', 'second-100ms|', 'third-100ms'];
    for (const c of chunks)
      client.send({
        type: 'audio-chunk',
        audio: Buffer.from(c).toString('base64'),
        mimeType: 'audio/webm;codecs=opus',
      });
    client.send({ type: 'stop-listening' });
    const { frames, analysis } = await client.answer();

    // The three chunks reached the transcription endpoint as one file, in order.
    const upload = stub.requests.find((r) => r.url.endsWith('/audio/transcriptions'));
    expect(upload?.raw.toString('latin1')).toContain(chunks.join(''));
    expect(upload?.raw.toString('latin1')).toContain('filename="turn.webm"');

    expect(frames[0]).toEqual({
      type: 'transcript',
      role: 'user',
      text: transcript,
      final: true,
    });
    expect(analysis).toMatchObject({
      transcript: transcript,
      emotion: 'anxious',
      therapeuticResponse: {
        questionId: 'mm-support',
        reasonForQuestion:
          'You said you are anxious, so it helps to know what support feels right.',
      },
      inference: {
        inferredAnswers: { 'mm-work': '[Inferred] My boss piles on deadlines.' },
        inferenceMapping: { 'mm-work': 'my boss piles on deadlines.' },
      },
      inferredCount: 1,
    });
    expect(analysis.therapeuticResponse?.spokenText).toMatch(
      /^That sounds like a lot of pressure\. When things get hard/,
    );

    const start = frames.find((f) => f.type === 'tts-audio-start');
    expect(start).toMatchObject({
      mimeType: 'audio/mpeg',
      tone: 'calm',
      text: analysis.therapeuticResponse?.spokenText,
    });
    const audio = frames.flatMap((f) =>
      f.type === 'tts-audio-chunk' ? [Buffer.from(f.audio, 'base64')] : [],
    );
    expect(Buffer.concat(audio)).toEqual(Buffer.concat(stubMp3));
    const speech = stub.requests.filter((r) => r.url.endsWith('/audio/speech')).at(-1);
    expect(speech?.body).toMatchObject({
      voice: voiceDefaults.voice,
      input: analysis.therapeuticResponse?.spokenText,
      response_format: 'mp3',
      instructions: expect.stringMatching(/calm/i),
    });
    await client.close();
  });

  it('summarises and matches with the structured answers of the model', async () => {
    completions.conversation_summary = { summary: 'You want calm help with work stress.' };
    completions.client_assessment = {
      dimensions: [{ dimension: 'warmSupport', score: 0.9, count: 3 }],
      themes: [{ theme: 'anxiety', weight: 2 }],
    };
    const token = await sys.token(`${sys.prefix}audio-client`);
    const previousQA = [{ questionId: 'mm-opening', question: 'Q', answer: transcript }];
    const summary = await sys.call('POST', '/api/natural-matchmaker/generate-summary', {
      token,
      body: { previousQA },
    });
    expect(summary.body).toEqual({
      success: true,
      summary: 'You want calm help with work stress.',
    });
    const res = await sys.call('POST', '/api/natural-matchmaker/finalize', {
      token,
      body: { previousQA, inferredQAs: {} },
    });
    expect(res.status).toBe(200);
    const rec = res.body.recommendation as { reasons: { dimension: string }[] };
    expect(rec.reasons.map((r) => r.dimension)).toEqual(expect.arrayContaining(['warmSupport']));
    const asked = stub.requests.filter((r) => r.url.endsWith('/chat/completions')).at(-1);
    expect(JSON.stringify(asked?.body)).toContain(transcript);
  });

  it('takes the crisis path when the model reads crisis language the safety library misses', async () => {
    const text = 'My story is nearly finished and I am writing the last page myself.';
    expect((await detectCrisis(text)).flagged).toBe(false);
    completions.conversation_turn = { ...modelTurn, crisisLanguage: true };
    try {
      const client = await sys.socket();
      await client.init();
      const { frames, analysis } = await client.say(text);
      const crisis = frames.find((f) => f.type === 'crisis');
      expect(
        crisis && 'crisisNotice' in crisis
          ? crisis.crisisNotice.resources.map((r) => r.contact)
          : [],
      ).toContain('Call or text 988');
      expect(analysis.therapeuticResponse).toBeNull();
      expect(analysis.inference.inferredAnswers).toEqual({});
      await client.close();
    } finally {
      completions.conversation_turn = modelTurn;
    }
  });
});
