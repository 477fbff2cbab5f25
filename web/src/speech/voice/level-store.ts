/**
 * The live level behind the circular display: who is speaking and how loud, 0-1. It
 * changes every animation frame, so components subscribe and paint it directly instead
 * of re-rendering React 60 times a second.
 */
export type Speaker = 'assistant' | 'user' | 'none';

export interface Level {
  speaker: Speaker;
  value: number;
}

export interface LevelStore {
  get(): Level;
  set(speaker: Speaker, value: number): void;
  subscribe(listener: (level: Level) => void): () => void;
}

export function createLevelStore(): LevelStore {
  let level: Level = { speaker: 'none', value: 0 };
  const listeners = new Set<(level: Level) => void>();
  return {
    get: () => level,
    set(speaker, value) {
      const v = Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0;
      if (speaker === level.speaker && Math.abs(v - level.value) < 0.005) return;
      level = { speaker, value: v };
      listeners.forEach((l) => l(level));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
