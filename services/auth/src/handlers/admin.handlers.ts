import {
  accountCounts,
  assessmentCounts,
  therapistCounts,
  voiceSessionCounts,
  type OperationKey,
} from '@rapport/contracts';
import {
  ServiceError,
  request as busRequest,
  requireAdmin,
  type Bus,
  type HandlerMap,
  type RequestContext,
} from '@rapport/kit';
import { gatherCounts } from '../domain/stats';
import type { UserRepository } from '../store/user.repository';

export interface AdminDeps {
  users: Pick<UserRepository, 'countAccounts'>;
  bus: Bus;
  /** How long each owning service may take to count; below the gateway's RPC timeout. */
  countTimeoutMs: number;
  now: () => Date;
}

/** The admin dashboard's counts: auth's own, and those each owning service answers for itself. */
export function adminHandlers(
  deps: AdminDeps,
): Pick<HandlerMap<'auth'>, 'auth.admin-count-accounts' | 'auth.admin-stats'> {
  const ask = async (key: OperationKey, ctx: RequestContext) => ({
    service: key.split('.')[0]!,
    envelope: await busRequest(
      deps.bus,
      deps.bus.names.rpc(key),
      { params: {}, query: {}, body: undefined },
      { requestId: ctx.requestId, caller: ctx.caller },
      deps.countTimeoutMs,
    ),
  });

  return {
    'auth.admin-count-accounts': async (_input, ctx) => {
      requireAdmin(ctx);
      return deps.users.countAccounts();
    },

    'auth.admin-stats': async (_input, ctx) => {
      requireAdmin(ctx);
      const [accounts, therapists, assessments, voiceSessions] = await Promise.all([
        deps.users.countAccounts(),
        ask('questionnaire.admin-count-therapists', ctx),
        ask('client-profile.admin-count-assessments', ctx),
        ask('matchmaker.admin-count-voice-sessions', ctx),
      ]);
      const gathered = gatherCounts<{
        therapists: unknown;
        assessments: unknown;
        voiceSessions: unknown;
      }>({ therapists, assessments, voiceSessions });
      if (!gathered.ok) {
        ctx.log.warn({ reason: gathered.message }, 'admin stats incomplete');
        throw new ServiceError(gathered.status, 'stats_incomplete', gathered.message);
      }
      // Each answer crossed a process boundary: parsed with its contract schema.
      return {
        accounts: accountCounts.parse(accounts),
        therapists: therapistCounts.parse(gathered.counts.therapists),
        assessments: assessmentCounts.parse(gathered.counts.assessments),
        voiceSessions: voiceSessionCounts.parse(gathered.counts.voiceSessions),
        generatedAt: deps.now().toISOString(),
      };
    },
  };
}
