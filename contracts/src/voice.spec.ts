import { voiceClientMessage, voiceServerMessage } from './voice';

describe('voice socket frames', () => {
  it('fills init-session defaults and keeps the token sent as userId', () => {
    expect(voiceClientMessage.parse({ type: 'init-session', userId: 'jwt' })).toEqual({
      type: 'init-session',
      userId: 'jwt',
      previousQA: [],
      inferredQuestionIds: [],
    });
  });

  it("speaks with voice 'alloy' unless told otherwise and knows only the three tones", () => {
    expect(voiceClientMessage.parse({ type: 'tts', text: 'Hello', tone: 'warm' })).toEqual({
      type: 'tts',
      text: 'Hello',
      voice: 'alloy',
      tone: 'warm',
    });
    expect(
      voiceClientMessage.safeParse({ type: 'tts', text: 'Hello', tone: 'angry' }).success,
    ).toBe(false);
  });

  it('accepts base64 audio chunks only', () => {
    expect(voiceClientMessage.safeParse({ type: 'audio-chunk', audio: 'aGVsbG8=' }).success).toBe(
      true,
    );
    expect(
      voiceClientMessage.safeParse({ type: 'audio-chunk', audio: 'not base64!' }).success,
    ).toBe(false);
  });

  it('refuses unknown frame types in both directions', () => {
    expect(voiceClientMessage.safeParse({ type: 'hack' }).success).toBe(false);
    expect(voiceServerMessage.safeParse({ type: 'start-listening' }).success).toBe(false);
  });

  it('ends the question loop with a null therapeutic response', () => {
    const frame = {
      type: 'analysis-complete',
      transcript: 'I sleep badly',
      emotion: 'tired',
      therapeuticResponse: null,
      inference: {
        inferredAnswers: { q3: '[Inferred] Poor sleep' },
        inferenceMapping: { q3: 'I sleep badly' },
      },
      questionsForAnalysis: [{ id: 'q3', text: 'How do you sleep?' }],
      inferredCount: 1,
    };
    expect(voiceServerMessage.parse(frame)).toEqual(frame);
  });

  it('requires a code and message on error frames', () => {
    expect(voiceServerMessage.safeParse({ type: 'error', message: 'x' }).success).toBe(false);
    expect(
      voiceServerMessage.safeParse({ type: 'error', message: 'x', code: 'STT_FAILED' }).success,
    ).toBe(true);
  });
});
