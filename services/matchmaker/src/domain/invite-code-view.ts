import type { AdminInviteCode } from '@rapport/contracts';
import { inviteRefusal, type InviteCodeState } from './invite-rules';

/** What the admin dashboard shows of a code: its uses, limits and whether it works now. */
export function inviteCodeView(
  code: string,
  state: InviteCodeState & { createdAt: Date },
  now: Date,
): AdminInviteCode {
  const refusal = inviteRefusal(state, now);
  return {
    code,
    maxUses: state.maxUses,
    uses: state.uses,
    expiresAt: state.expiresAt ? state.expiresAt.toISOString() : null,
    createdAt: state.createdAt.toISOString(),
    ...(state.revokedAt ? { revokedAt: state.revokedAt.toISOString() } : {}),
    status: refusal === null || refusal === 'unknown' ? 'active' : refusal,
  };
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;

/** A new code the admin did not name; `randomBytes` is injected for tests. */
export function generateInviteCode(randomBytes: (n: number) => Uint8Array): string {
  return Array.from(randomBytes(GENERATED_CODE_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join(
    '',
  );
}
