import {
  inviteRequired,
  operations,
  type OperationDef,
  type OperationKey,
} from '@rapport/contracts';
import { forbidden, type Handler, type RequestContext } from '@rapport/kit';

/** What the gate reads of the access tokens (Redis) and of the accounts that redeemed (Mongo). */
export interface InviteAccessDeps {
  accessTokens: { isValid(token: string, now: Date): Promise<boolean> };
  redemptions: {
    record(userId: string, at: Date): Promise<void>;
    has(userId: string): Promise<boolean>;
  };
  now: () => Date;
}

type Presented = Pick<RequestContext, 'caller' | 'inviteToken'>;

/**
 * Who may use the Natural Matchmaker (issue 13: the invite code was checked only in the
 * browser). A signed-in account that redeemed an invite passes on its own; anyone else needs
 * a valid access token, and a signed-in caller presenting one is remembered as having
 * redeemed, so their access outlives the token (and a Redis that lost it).
 */
export class InviteAccess {
  constructor(private readonly deps: InviteAccessDeps) {}

  async admits(ctx: Presented): Promise<boolean> {
    const userId = ctx.caller?.id;
    // The account first: one read, and no write on every call of an account already recorded.
    if (userId && (await this.deps.redemptions.has(userId))) return true;
    const now = this.deps.now();
    if (!ctx.inviteToken || !(await this.deps.accessTokens.isValid(ctx.inviteToken, now))) {
      return false;
    }
    if (userId) await this.deps.redemptions.record(userId, now);
    return true;
  }

  /** Throws the 403 every refused call and socket answers. */
  async require(ctx: Presented): Promise<void> {
    if (!(await this.admits(ctx))) throw forbidden(inviteRequired.message, inviteRequired.code);
  }

  /** validate-invite by a signed-in caller: the account keeps access from now on. */
  async redeemed(ctx: Presented): Promise<void> {
    if (ctx.caller) await this.deps.redemptions.record(ctx.caller.id, this.deps.now());
  }
}

/**
 * Puts the invite check in front of every handler whose operation the contract marks
 * `invite: true`; the others are returned as they are. The one place the rule is applied to
 * the REST calls (the voice socket asks `InviteAccess` on init-session).
 */
export function requireInviteAccess<M extends Partial<Record<OperationKey, unknown>>>(
  handlers: M,
  access: Pick<InviteAccess, 'require'>,
): M {
  const guarded: Record<string, unknown> = { ...handlers };
  for (const [key, handler] of Object.entries(handlers)) {
    if (!(operations[key as OperationKey] as OperationDef | undefined)?.invite) continue;
    const inner = handler as Handler<OperationKey>;
    const wrapped: Handler<OperationKey> = async (input, ctx) => {
      await access.require(ctx);
      return inner(input, ctx);
    };
    guarded[key] = wrapped;
  }
  return guarded as M;
}
