/** An invite code as the rules see it. */
export interface InviteCodeState {
  /** Null: no use limit. */
  maxUses: number | null;
  uses: number;
  /** Null: never expires. */
  expiresAt: Date | null;
  /** Set once an admin revoked the code. */
  revokedAt?: Date | null;
}

export type InviteRefusal = 'unknown' | 'revoked' | 'expired' | 'used-up';

export const INVALID_INVITE = 'Invalid invite code';

export const refusalMessages: Record<InviteRefusal, string> = {
  unknown: INVALID_INVITE,
  revoked: 'This invite code is no longer valid.',
  expired: 'This invite code has expired.',
  'used-up': 'This invite code has already been used as many times as it allows.',
};

/** Why a code cannot be redeemed now, or null when it can. */
export function inviteRefusal(code: InviteCodeState | null, now: Date): InviteRefusal | null {
  if (!code) return 'unknown';
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return null;
}
