import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound, requireAdmin, type HandlerMap } from '@rapport/kit';
import { generateInviteCode, inviteCodeView } from '../domain/invite-code-view';
import type { MatchmakerDeps } from './deps';

type AdminOps =
  | 'matchmaker.admin-list-invite-codes'
  | 'matchmaker.admin-create-invite-code'
  | 'matchmaker.admin-revoke-invite-code'
  | 'matchmaker.admin-count-voice-sessions';

export const EXPIRY_IN_PAST = 'The expiry date must be in the future.';
export const CODE_EXISTS = 'An invite code with this name already exists. Please choose another.';
export const CODE_NOT_FOUND = 'Invite code not found';
/** Made-up codes that collide this often in a row mean something else is wrong. */
const GENERATE_ATTEMPTS = 5;

/** The admin's invite codes (create with a use limit and expiry, revoke, see uses) and counts. */
export function adminHandlers(deps: MatchmakerDeps): Pick<HandlerMap<'matchmaker'>, AdminOps> {
  return {
    'matchmaker.admin-list-invite-codes': async (_input, ctx) => {
      requireAdmin(ctx);
      const now = deps.now();
      const codes = await deps.invites.listCodes();
      return { codes: codes.map((c) => inviteCodeView(c.code, c, now)) };
    },

    'matchmaker.admin-create-invite-code': async ({ body }, ctx) => {
      const admin = requireAdmin(ctx);
      const now = deps.now();
      const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
      if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(EXPIRY_IN_PAST);
      const opts = { maxUses: body.maxUses, expiresAt };
      let code = body.code;
      if (code !== undefined) {
        if (!(await deps.invites.createCode(code, opts, now))) throw conflict(CODE_EXISTS);
      } else {
        for (let i = 0; i < GENERATE_ATTEMPTS && code === undefined; i += 1) {
          const candidate = generateInviteCode((n) => randomBytes(n));
          if (await deps.invites.createCode(candidate, opts, now)) code = candidate;
        }
        if (code === undefined) throw new Error('no free invite code after several attempts');
      }
      ctx.log.info({ code, maxUses: body.maxUses, by: admin.id }, 'invite code created');
      const created = await deps.invites.findCode(code);
      if (!created) throw notFound(CODE_NOT_FOUND);
      return { code: inviteCodeView(code, created, now) };
    },

    'matchmaker.admin-revoke-invite-code': async ({ params }, ctx) => {
      const admin = requireAdmin(ctx);
      const now = deps.now();
      const code = params.code.trim().toUpperCase();
      const revoked = await deps.invites.revokeCode(code, now);
      if (!revoked) throw notFound(CODE_NOT_FOUND);
      ctx.log.info({ code, by: admin.id }, 'invite code revoked');
      return { code: inviteCodeView(code, revoked, now) };
    },

    'matchmaker.admin-count-voice-sessions': async (_input, ctx) => {
      requireAdmin(ctx);
      const [saved, matched] = await Promise.all([
        deps.sessions.countAll(),
        deps.matches.countAll(),
      ]);
      return { saved, matched };
    },
  };
}
