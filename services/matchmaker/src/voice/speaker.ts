import { type TtsTone, voiceDefaults } from '@rapport/contracts';
import { ServiceError, type Logger } from '@rapport/kit';
import type { SpeechProvider } from '../speech/speech-provider';
import type { Outbox } from './outbox';

export const VOICE_FAILED =
  "The assistant's voice could not be played, so its words are shown instead.";

/**
 * Says `text` on a session's socket: tts-audio-start (with the text, so the browser can speak
 * it itself when no audio follows), the audio in base64 pieces as they are synthesised, then
 * tts-audio-complete. A synthesis failure never ends the session: it is reported and the
 * utterance is still closed.
 */
export async function speak(
  deps: { speech: SpeechProvider; outbox: Outbox; log: Logger },
  sessionId: string,
  text: string,
  tone: TtsTone,
  voice: string = voiceDefaults.voice,
): Promise<void> {
  const { speech, outbox } = deps;
  outbox.send(sessionId, {
    type: 'tts-audio-start',
    text,
    tone,
    mimeType: speech.audioMimeType,
  });
  try {
    for await (const piece of speech.synthesize(text, { voice, tone })) {
      outbox.send(sessionId, { type: 'tts-audio-chunk', audio: piece.toString('base64') });
    }
  } catch (err) {
    deps.log.warn({ err, sessionId }, 'speech synthesis failed');
    outbox.send(sessionId, {
      type: 'error',
      code: err instanceof ServiceError ? err.code : 'tts_failed',
      message: VOICE_FAILED,
    });
  }
  outbox.send(sessionId, { type: 'tts-audio-complete' });
}

/** The assistant's own words: on the transcript, then spoken. */
export async function say(
  deps: { speech: SpeechProvider; outbox: Outbox; log: Logger },
  sessionId: string,
  text: string,
  tone: TtsTone,
): Promise<void> {
  deps.outbox.send(sessionId, { type: 'transcript', role: 'assistant', text, final: true });
  await speak(deps, sessionId, text, tone);
}
