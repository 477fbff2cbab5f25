/**
 * The browser's own speech synthesis: used when no audio arrives for something the
 * assistant says (DESIGN §7), and for the summary and recommendation after the socket is
 * closed. Always settles: on end, on error, or after a time-out for engines that never
 * report an end (headless browsers, no voices installed).
 */
import { speechRecognition } from '@rapport/contracts/constants';

export interface Speech {
  done: Promise<void>;
  cancel(): void;
}

/** Generous time for `text` to be read aloud. */
export function speakingTimeoutMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return 2000 + words * 500;
}

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speakText(text: string, rate = 1): Speech {
  if (!canSpeak() || !text.trim()) return { done: Promise.resolve(), cancel: () => undefined };
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechRecognition.language;
  utterance.rate = rate;
  const timer = window.setTimeout(finish, speakingTimeoutMs(text));
  const end = () => {
    window.clearTimeout(timer);
    finish();
  };
  utterance.onend = end;
  utterance.onerror = end;
  try {
    window.speechSynthesis.speak(utterance);
  } catch {
    end();
  }
  return {
    done,
    cancel() {
      utterance.onend = utterance.onerror = null;
      end();
    },
  };
}

/** Silences everything queued on the browser's synthesiser. */
export function cancelAllSpeech(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
