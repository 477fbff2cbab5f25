import { spawn } from 'node:child_process';
import type { Logger } from '@rapport/kit';
import { Semaphore } from './semaphore';
import { tones } from './tones';
import { pieces, sttUnavailable, type SpeechProvider } from './speech-provider';

export interface EspeakOptions {
  /** The espeak-ng binary (Debian's /usr/bin/espeak-ng by default). */
  binary: string;
  log: Logger;
  /** espeak-ng processes at once (each is a CPU-bound process); more utterances wait their turn. */
  maxProcesses?: number;
}

/** Longest text handed to espeak-ng at once; a spoken turn is far shorter. */
const MAX_TEXT = 4000;

/**
 * The offline provider: espeak-ng writes a WAV (22.05 kHz, 16-bit mono) to stdout, which is
 * streamed as it is produced. It cannot transcribe: turns arrive as text from the browser's
 * own speech recognition. Without espeak-ng it yields nothing and the browser speaks.
 */
export function espeakSpeech({ binary, log, maxProcesses = 2 }: EspeakOptions): SpeechProvider {
  let missing = false;
  const processes = new Semaphore(maxProcesses, maxProcesses * 20);
  return {
    name: 'local',
    canTranscribe: false,
    audioMimeType: 'audio/wav',
    async transcribe() {
      throw sttUnavailable();
    },
    async *synthesize(text, { tone }) {
      const spoken = text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
      if (missing || !spoken) return;
      // A full queue throws QueueFullError: the turn answers an error instead of piling up.
      const release = await processes.acquire();
      try {
        yield* run(spoken, tone);
      } finally {
        release();
      }
    },
  };

  async function* run(spoken: string, tone: keyof typeof tones): AsyncGenerator<Buffer> {
    const { speed, pitch } = tones[tone].espeak;
    const child = spawn(
      binary,
      ['--stdout', '-v', 'en-us', '-s', String(speed), '-p', String(pitch)],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    const failed = new Promise<Error>((resolve) => child.once('error', resolve));
    // A missing binary closes stdin under us; that is reported through 'error' above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(spoken);
    let produced = false;
    try {
      for await (const piece of pieces(child.stdout)) {
        produced = true;
        yield piece;
      }
    } finally {
      if (child.exitCode === null) child.kill();
    }
    if (!produced) {
      const err = await Promise.race([failed, new Promise<null>((r) => setImmediate(r, null))]);
      if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        missing = true;
        log.warn({ binary }, 'espeak-ng not found: the browser will speak instead');
      } else if (err) {
        log.warn({ err }, 'espeak-ng failed');
      }
    }
  }
}
