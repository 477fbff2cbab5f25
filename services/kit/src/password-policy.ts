/**
 * NIST SP 800-63B §5.1.1.2: refuse passwords found in lists of commonly used or breached
 * passwords, and context-specific ones (the account's own email). The list is the ranked
 * common-password dictionary of zxcvbn-ts (~49,000 entries), loaded on first use so processes
 * that never check a password (the gateway) never load it.
 */

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';
export const PASSWORD_IS_EMAIL_MESSAGE =
  'Your password must not be your email address. Please choose another one.';

let common: Promise<ReadonlySet<string>> | undefined;

async function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'] as string[]),
  );
  return common;
}

/** The reason `password` is refused, or undefined when it may be used. */
export async function passwordRefusal(
  password: string,
  context: { email?: string } = {},
): Promise<{ code: 'password_common' | 'password_is_email'; message: string } | undefined> {
  const lowered = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0])) {
    return { code: 'password_is_email', message: PASSWORD_IS_EMAIL_MESSAGE };
  }
  if ((await commonPasswords()).has(lowered)) {
    return { code: 'password_common', message: COMMON_PASSWORD_MESSAGE };
  }
  return undefined;
}
