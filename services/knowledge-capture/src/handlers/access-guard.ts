import { unauthorized, type RequestContext } from '@rapport/kit';
import type { AccessTokenStore } from '../store/access-token.store';

export const TOKEN_REQUIRED =
  'Access token required. Please log in with your contribution password.';
export const TOKEN_EXPIRED = 'Your access has expired. Please log in again.';

/**
 * The gateway only checks that an X-Contribution-Token header is present; this checks that it
 * is one we issued and that it has not expired.
 */
export async function requireContributionAccess(
  tokens: AccessTokenStore,
  ctx: RequestContext,
  now: Date,
): Promise<void> {
  const state = await tokens.check(ctx.contributionToken, now);
  if (state === 'expired') throw unauthorized(TOKEN_EXPIRED, 'contribution_token_expired');
  if (state !== 'valid') throw unauthorized(TOKEN_REQUIRED, 'contribution_token_required');
}
