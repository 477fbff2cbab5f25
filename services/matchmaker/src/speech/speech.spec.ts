import { createLogger } from '@rapport/kit';
import {
  MAX_AUDIO_PIECE,
  STT_UNAVAILABLE,
  audioFileName,
  createSpeechProvider,
  espeakSpeech,
  pieces,
  relayRequest,
  silentWav,
  stubSpeech,
  voiceRelay,
} from './index';

const log = createLogger('speech-spec', 'silent');

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const b of source) out.push(b);
  return out;
}

async function* from(...chunks: Uint8Array[]) {
  for (const c of chunks) yield c;
}

describe('pieces', () => {
  it.each([
    ['small pieces pass on as they come', [3, 5], 4, [3, 4, 1]],
    ['a big piece is cut', [10], 4, [4, 4, 2]],
    ['an empty stream yields nothing', [], 4, []],
  ])('%s', async (_name, sizes, max, expected) => {
    const out = await collect(pieces(from(...sizes.map((n) => new Uint8Array(n))), max));
    expect(out.map((b) => b.length)).toEqual(expected);
  });

  it('never exceeds one socket frame', () => {
    expect(MAX_AUDIO_PIECE).toBeLessThan(131072);
  });
});

describe('stub speech (benchmarks)', () => {
  it('reads the audio as the words said and answers one silent WAV', async () => {
    const stub = stubSpeech();
    expect(await stub.transcribe(Buffer.from(' I feel anxious. '), 'audio/webm')).toBe(
      'I feel anxious.',
    );
    const audio = await collect(stub.synthesize('Hello', { voice: 'alloy', tone: 'calm' }));
    expect(audio).toEqual([silentWav()]);
    expect(audio[0]!.subarray(0, 4).toString()).toBe('RIFF');
  });
});

describe('espeak-ng speech', () => {
  it('streams a WAV of the text, faster for the enthusiastic tone', async () => {
    const speech = espeakSpeech({ binary: 'espeak-ng', log });
    const calm = Buffer.concat(
      await collect(
        speech.synthesize('Hello there, how are you today?', { voice: 'alloy', tone: 'calm' }),
      ),
    );
    const quick = Buffer.concat(
      await collect(
        speech.synthesize('Hello there, how are you today?', {
          voice: 'alloy',
          tone: 'enthusiastic',
        }),
      ),
    );
    expect(calm.subarray(0, 4).toString()).toBe('RIFF');
    expect(calm.subarray(8, 12).toString()).toBe('WAVE');
    expect(quick.length).toBeLessThan(calm.length);
  });

  it('yields nothing when espeak-ng is missing, so the browser speaks instead', async () => {
    const speech = espeakSpeech({ binary: '/nonexistent/espeak-ng', log });
    expect(await collect(speech.synthesize('Hello', { voice: 'alloy', tone: 'warm' }))).toEqual([]);
    expect(
      await collect(speech.synthesize('Hello again', { voice: 'alloy', tone: 'warm' })),
    ).toEqual([]);
  });

  it('cannot transcribe: turns come as text', async () => {
    const speech = espeakSpeech({ binary: 'espeak-ng', log });
    await expect(speech.transcribe(Buffer.from('x'), 'audio/webm')).rejects.toMatchObject({
      code: 'stt_unavailable',
      message: STT_UNAVAILABLE,
    });
  });
});

describe('createSpeechProvider', () => {
  const base = {
    ESPEAK_NG_PATH: 'espeak-ng',
    ESPEAK_MAX_PROCESSES: 2,
    OPENAI_TTS_MODEL: 'tts',
    OPENAI_STT_MODEL: 'stt',
  };
  it.each([
    ['auto without a key → local', { SPEECH_PROVIDER: 'auto' as const }, 'local'],
    [
      'auto with a key → openai',
      { SPEECH_PROVIDER: 'auto' as const, OPENAI_API_KEY: 'k' },
      'openai',
    ],
    ['local even with a key', { SPEECH_PROVIDER: 'local' as const, OPENAI_API_KEY: 'k' }, 'local'],
    ['stub', { SPEECH_PROVIDER: 'stub' as const }, 'stub'],
  ])('%s', (_name, config, name) => {
    expect(createSpeechProvider({ ...base, ...config }, log).name).toBe(name);
  });

  it('openai without a key fails fast', () => {
    expect(() => createSpeechProvider({ ...base, SPEECH_PROVIDER: 'openai' }, log)).toThrow(
      /OPENAI_API_KEY/,
    );
  });
});

describe('audioFileName', () => {
  it.each([
    ['audio/webm;codecs=opus', 'turn.webm'],
    ['audio/ogg', 'turn.ogg'],
    ['audio/mp4', 'turn.mp4'],
    ['', 'turn.webm'],
  ])('%s → %s', (mime, name) => {
    expect(audioFileName(mime)).toBe(name);
  });
});

describe('voice relay protocol', () => {
  it('names one out subject per session and refuses ids that would break a subject', () => {
    expect(voiceRelay.outSubject('abc12345')).toBe('voice.session.abc12345.out');
    expect(
      relayRequest.safeParse({ sessionId: 'a.b.c.d.e.f', frame: { type: 'start-listening' } })
        .success,
    ).toBe(false);
    expect(
      relayRequest.safeParse({ sessionId: 'abcdefgh', frame: { type: 'session-closed' } }).success,
    ).toBe(true);
  });
});
