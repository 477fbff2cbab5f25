/**
 * What 'Your data' says and decides (issue 16), as plain functions and texts: what we hold
 * per kind of account, the export's file name, and the deletion form's check.
 */
import { exportFilePrefix, privacyMessages } from '@rapport/contracts/constants';
import type { Role } from '../../auth';

export interface HeldKind {
  kind: string;
  detail: string;
}

const account: HeldKind = {
  kind: 'Your account',
  detail:
    'Your name, email address and when you joined (a guest account has a generated address and no password).',
};

const consents: HeldKind = {
  kind: 'Your consents',
  detail: 'Which notice you agreed to and when, and when you withdrew.',
};

const accessLog: HeldKind = {
  kind: 'Who else read your data',
  detail:
    'Each time a therapist you sent a request to, or one of our admins, read your answers or requests: who, what and when.',
};

const clientData: readonly HeldKind[] = [
  account,
  consents,
  {
    kind: 'Your assessment',
    detail: 'Your answers, the preferences we read from them and your personality profile.',
  },
  {
    kind: 'Your matches',
    detail: 'The therapists we recommended, and the ones you passed on with your reasons.',
  },
  {
    kind: 'Voice conversations',
    detail: 'Conversations you saved: what you said, the transcript and the summary.',
  },
  {
    kind: 'First-session requests',
    detail: 'Requests you sent: your message, the times you suggested and how you want to meet.',
  },
  accessLog,
];

const therapistData: readonly HeldKind[] = [
  account,
  consents,
  {
    kind: 'Your therapist profile',
    detail:
      'Your questionnaire answers, the profile and description written from them, and where its review stands.',
  },
  {
    kind: 'First-session requests',
    detail: 'Requests clients sent you, and your answers to them.',
  },
  {
    kind: 'Expert contributions',
    detail: 'If you are one of our senior therapists: the insights you contributed.',
  },
];

/** The plain list of what we hold, per kind, for this kind of account. */
export function heldData(role: Role): readonly HeldKind[] {
  return role === 'therapist' ? therapistData : clientData;
}

/** `rapport-data-<date>.json`, as the server names it, from the export's own time. */
export function exportFileName(exportedAt: string | undefined, now: Date = new Date()): string {
  const t = exportedAt ? Date.parse(exportedAt) : Number.NaN;
  const day = (Number.isNaN(t) ? now : new Date(t)).toISOString().slice(0, 10);
  return `${exportFilePrefix}-${day}.json`;
}

/** The file's text: the document as the server sent it, indented for people. */
export function exportFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const texts = {
  title: 'Your data',
  intro:
    'What Rapport holds about you, a copy to download, your consents and how to delete it all.',
  heldTitle: 'What we hold',
  downloadTitle: 'Download my data',
  downloadText:
    'One file (JSON) with everything every part of Rapport holds about you, including who else read it.',
  download: 'Download my data',
  downloaded: 'Your data was downloaded.',
  exportFailed: 'Your data could not be downloaded. Please try again in a minute.',
  consentsTitle: 'Your consents',
  consentsLoadFailed: 'Your consents could not be loaded. Please try again.',
  withdraw: 'Withdraw',
  withdrawFailed: 'Your consent could not be withdrawn. Please try again.',
  deleteTitle: 'Delete my account',
  deleteText:
    'Deletes your account and everything we hold about you, everywhere in Rapport. This cannot be undone.',
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogLead: 'This deletes, at once and for good:',
  dialogGuest:
    'This is a guest account without a password: anyone using this browser can delete it.',
  passwordLabel: 'Your password',
  passwordHint: 'To make sure it is you.',
  passwordMissing: privacyMessages.passwordRequired,
  confirm: 'Delete everything',
  cancel: 'Cancel',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: privacyMessages.accountDeleted,
} as const;

/** What the dialog lists as deleted: every kind held, for this kind of account. */
export function deletedKinds(role: Role): string[] {
  return heldData(role).map((k) => k.kind);
}

/** The password field's message, or null: accounts with a password must enter it. */
export function deletePasswordError(password: string, guest: boolean): string | null {
  if (guest) return null;
  return password === '' ? texts.passwordMissing : null;
}

/** The request body: guests have no password to send. */
export function deleteBody(password: string, guest: boolean): { password?: string } {
  return guest ? {} : { password };
}
