/** The status line under the level display, by phase (spec §2 "Active session"). */
import type { Phase } from './session-machine';

export function statusLine(phase: Phase, textOnly: boolean): string {
  switch (phase) {
    case 'preparing':
      return 'Connecting...';
    case 'ai-speaking':
      return 'Speaking...';
    case 'listening':
      return textOnly
        ? 'Your turn: type your answer below.'
        : 'Listening... speak naturally, or type below.';
    case 'processing':
      return 'Thinking about what you shared...';
    case 'analyzing':
      return 'Finding your therapist...';
    case 'idle':
    case 'complete':
      return '';
  }
}

/** Whether a typed answer can be sent now (the assistant may be interrupted). */
export function canType(phase: Phase): boolean {
  return phase === 'listening' || phase === 'ai-speaking';
}
