import type { TtsTone } from '@rapport/contracts';

/** How each tone of the assistant sounds (spec §9: calm, warm, enthusiastic). */
export interface ToneSettings {
  /** OpenAI TTS `instructions`. */
  instructions: string;
  /** espeak-ng words per minute (-s) and pitch 0-99 (-p). */
  espeak: { speed: number; pitch: number };
}

export const tones: Record<TtsTone, ToneSettings> = {
  calm: {
    instructions:
      'Speak calmly and unhurriedly, in a soft, reassuring voice, like a counsellor who has all the time in the world.',
    espeak: { speed: 150, pitch: 40 },
  },
  warm: {
    instructions:
      'Speak warmly and kindly, with a friendly smile in your voice, like someone welcoming a guest.',
    espeak: { speed: 160, pitch: 50 },
  },
  enthusiastic: {
    instructions:
      'Speak with gentle enthusiasm and encouragement: upbeat and bright, but never loud or salesy.',
    espeak: { speed: 175, pitch: 62 },
  },
};
