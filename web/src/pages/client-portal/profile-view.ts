/** The portal's display rules (spec §2 "Client portal", §3, §4), kept pure for tests. */
import type { ClientProfile } from '@rapport/contracts';
import { ApiError } from '../../api/http';

/** 404 from get-client-profile means "no profile yet" (spec §7), not a failure. */
export function notFoundAsNull(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}

/** Spec §3: the generated text, split into paragraphs at blank lines. */
export function splitParagraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** 'March 4, 2026'; an unreadable date shows as a dash rather than 'Invalid Date'. */
export function formatProfileDate(iso: string | undefined, timeZone?: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}

export function sessionCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}

/**
 * Where the personality profile stands (spec §4 "Personality profile"): no profile at
 * all, a profile without answers (nothing to generate from), answers but no generated
 * text yet (offer to generate), or generated.
 */
export type PersonalityState = 'no-profile' | 'no-responses' | 'missing' | 'present';

export function personalityState(profile: ClientProfile | null | undefined): PersonalityState {
  if (!profile) return 'no-profile';
  if (profile.personalityProfile?.trim()) return 'present';
  return profile.responses.length > 0 ? 'missing' : 'no-responses';
}
