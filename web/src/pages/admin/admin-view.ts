/** The admin dashboard's rules, free of React: the invite-code form and display helpers. */
import type { InviteCodeInput, InviteCodeStatus, TherapistReviewStatus } from '@rapport/contracts';
import { formMessages, limits } from '@rapport/contracts/constants';
import type { BadgeTone } from '../../components/ui';

export interface InviteForm {
  /** Empty: the server makes one up. */
  code: string;
  /** Empty: no use limit. */
  maxUses: string;
  /** 'YYYY-MM-DD' from a date input; empty: never expires. */
  expires: string;
}

export type InviteErrors = Partial<Record<keyof InviteForm, string>>;

export const emptyInvite: InviteForm = { code: '', maxUses: '', expires: '' };

const codePattern = new RegExp(`^[A-Z0-9-]{${limits.inviteCodeMin},${limits.inviteCodeMax}}$`);

/** An expiry date means the end of that day where the admin is. */
export function expiryIso(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  if (end.getMonth() !== Number(m[2]) - 1) return null;
  return end.toISOString();
}

/** Checks the form as the server will; every problem at once. */
export function validateInvite(form: InviteForm, now: number = Date.now()): InviteErrors {
  const errors: InviteErrors = {};
  const code = form.code.trim().toUpperCase();
  if (code !== '' && !codePattern.test(code)) errors.code = formMessages.inviteCodeFormat;
  const uses = form.maxUses.trim();
  if (uses !== '') {
    const n = Number(uses);
    const { min, max } = limits.inviteMaxUses;
    if (!Number.isInteger(n) || n < min || n > max)
      errors.maxUses = formMessages.inviteMaxUsesRange;
  }
  if (form.expires !== '') {
    const iso = expiryIso(form.expires);
    if (!iso || Date.parse(iso) <= now) errors.expires = formMessages.inviteExpiryInvalid;
  }
  return errors;
}

/** The body of POST /api/admin/invite-codes; call after validation. */
export function inviteInput(form: InviteForm): InviteCodeInput {
  const code = form.code.trim().toUpperCase();
  const uses = form.maxUses.trim();
  return {
    ...(code ? { code } : {}),
    maxUses: uses === '' ? null : Number(uses),
    expiresAt: form.expires === '' ? null : expiryIso(form.expires),
  };
}

export const inviteStatusLook: Record<InviteCodeStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  'used-up': { label: 'Used up', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

export const reviewLook: Record<TherapistReviewStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** '3 of 10 uses', '3 uses (no limit)'. */
export function usesLabel(uses: number, maxUses: number | null): string {
  if (maxUses === null) return `${uses} ${uses === 1 ? 'use' : 'uses'} (no limit)`;
  return `${uses} of ${maxUses} ${maxUses === 1 ? 'use' : 'uses'}`;
}

/** 'Mar 4, 2026'; '—' for nothing or an unreadable date. */
export function shortDate(iso: string | null | undefined, timeZone?: string): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return '—';
  return new Date(t).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}
