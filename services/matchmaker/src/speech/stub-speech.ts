import type { SpeechProvider } from './speech-provider';

/** A valid WAV of 10 ms of silence (16-bit mono, 24 kHz). */
export function silentWav(samples = 240): Buffer {
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(24_000, 24);
  wav.writeUInt32LE(48_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

/**
 * Zero-latency speech for benchmarks and tests (SPEECH_PROVIDER=stub): the "audio" of a
 * turn is read as UTF-8 text, and every utterance is one short silent WAV. It measures the
 * pipeline around speech, never speech itself.
 */
export function stubSpeech(): SpeechProvider {
  const wav = silentWav();
  return {
    name: 'stub',
    canTranscribe: true,
    audioMimeType: 'audio/wav',
    async transcribe(audio) {
      return audio.toString('utf8').trim();
    },
    async *synthesize() {
      yield wav;
    },
  };
}
