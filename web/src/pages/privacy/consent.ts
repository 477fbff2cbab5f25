/**
 * Consent decisions of the screens (issue 16), as plain functions: whether the consent step
 * is needed, and what 'Your data' says about each purpose.
 */
import { formatProfileDate } from '../client-portal/profile-view';
import type { ConsentPurpose } from './notice';

/** A consent as the server reports it (`Consent` in contracts). */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  noticeVersion: string;
  givenAt: string;
  withdrawnAt?: string;
  active: boolean;
}

export const purposeLabels: Record<ConsentPurpose, string> = {
  assessment: 'Written assessment',
  voice: 'Voice conversation',
};

/** The latest record for `purpose` (the server may keep the history of earlier versions). */
export function latestConsent(
  consents: readonly ConsentRecord[],
  purpose: ConsentPurpose,
): ConsentRecord | undefined {
  let latest: ConsentRecord | undefined;
  for (const c of consents) {
    if (c.purpose !== purpose) continue;
    if (!latest || Date.parse(c.givenAt) >= Date.parse(latest.givenAt)) latest = c;
  }
  return latest;
}

/** True when an active consent to the current notice exists: the consent step is skipped. */
export function hasCurrentConsent(
  consents: readonly ConsentRecord[],
  purpose: ConsentPurpose,
  currentVersion: string,
): boolean {
  return consents.some(
    (c) => c.purpose === purpose && c.active && c.noticeVersion === currentVersion,
  );
}

export type ConsentState = 'given' | 'outdated' | 'withdrawn' | 'none';

export interface ConsentStatus {
  purpose: ConsentPurpose;
  label: string;
  state: ConsentState;
  /** One plain sentence for the Your data list. */
  text: string;
  /** 'Withdraw' is offered only for a consent that is in force. */
  canWithdraw: boolean;
}

/** What 'Your data' says about one purpose. */
export function consentStatus(
  consents: readonly ConsentRecord[],
  purpose: ConsentPurpose,
  currentVersion: string,
  timeZone?: string,
): ConsentStatus {
  const label = purposeLabels[purpose];
  const current = consents.find(
    (c) => c.purpose === purpose && c.active && c.noticeVersion === currentVersion,
  );
  if (current) {
    return {
      purpose,
      label,
      state: 'given',
      text: `Given on ${formatProfileDate(current.givenAt, timeZone)}.`,
      canWithdraw: true,
    };
  }
  const latest = latestConsent(consents, purpose);
  if (!latest) {
    return { purpose, label, state: 'none', text: 'Not given.', canWithdraw: false };
  }
  if (!latest.active || latest.withdrawnAt) {
    const when = latest.withdrawnAt ? ` on ${formatProfileDate(latest.withdrawnAt, timeZone)}` : '';
    return {
      purpose,
      label,
      state: 'withdrawn',
      text: `Withdrawn${when}. We no longer process new answers for this.`,
      canWithdraw: false,
    };
  }
  return {
    purpose,
    label,
    state: 'outdated',
    text: 'Given to an earlier version of our notice; we will ask again before you continue.',
    // It no longer allows anything, but withdrawing it is still the person's right.
    canWithdraw: true,
  };
}

export type ConsentStepState = 'checking' | 'needed' | 'given';

/**
 * Whether the consent step shows: after a refusal by the server, always; on screens that ask
 * only then (`upfront` false), never otherwise; else until an active consent to the current
 * notice is known. A list that cannot be read asks again: agreeing twice is harmless,
 * skipping is not.
 */
export function consentStepState(input: {
  refused: boolean;
  upfront: boolean;
  signedIn: boolean;
  list: { pending: boolean; error: boolean; consents?: readonly ConsentRecord[] };
  purpose: ConsentPurpose;
  currentVersion: string;
}): ConsentStepState {
  const { refused, upfront, signedIn, list } = input;
  if (refused) return 'needed';
  if (!upfront) return 'given';
  if (!signedIn) return 'needed';
  if (list.pending) return 'checking';
  if (list.error || !list.consents) return 'needed';
  return hasCurrentConsent(list.consents, input.purpose, input.currentVersion) ? 'given' : 'needed';
}
