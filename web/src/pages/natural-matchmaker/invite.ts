/** The invite gate's rules (spec §4 "Invite gate", §5, §8), free of React. */
import { ApiError, messageOr } from '../../api/client';
import { text, voice } from './messages';

/** What the input holds after each keystroke: upper-cased, at most 12 characters. */
export function normalizeCode(raw: string): string {
  return raw.toUpperCase().slice(0, voice.inviteCodeMax);
}

/** The code to send, or the message to show instead. */
export function checkCode(raw: string): { code: string } | { error: string } {
  const code = normalizeCode(raw.trim());
  return code ? { code } : { error: text.inviteRequired };
}

/** The server's error text or 'Invalid invite code'; unreachable server: the network text. */
export function inviteErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return text.inviteNetwork;
  if (!(err instanceof ApiError)) return text.inviteNetwork;
  return messageOr(err, text.inviteInvalid);
}

/** A stored access is worth checking with the server only while it has not expired. */
export function isUnexpired(expiresAt: string, now: number = Date.now()): boolean {
  const t = Date.parse(expiresAt);
  return Number.isFinite(t) && t > now;
}
