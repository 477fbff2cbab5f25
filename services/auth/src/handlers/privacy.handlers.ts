import {
  noticeVersions,
  privacyCodes,
  privacyMessages,
  serviceNames,
  type OperationKey,
  type ServiceName,
} from '@rapport/contracts';
import {
  ServiceError,
  badRequest,
  forbidden,
  notFound,
  request as busRequest,
  type Bus,
  type HandlerMap,
  type RequestContext,
} from '@rapport/kit';
import type { AccountEraser } from '../domain/account-eraser';
import { assembleParts, type PartReply } from '../domain/export-parts';
import type { PasswordHasher } from '../password-hasher';
import { isActive, toConsent, type ConsentRepository } from '../store/consent.repository';
import type { UserRepository } from '../store/user.repository';
import { requireCaller } from './account.handlers';

export interface PrivacyDeps {
  users: Pick<UserRepository, 'findById'>;
  consents: ConsentRepository;
  hasher: Pick<PasswordHasher, 'verify'>;
  eraser: Pick<AccountEraser, 'erase'>;
  bus: Bus;
  /** How long each service may take to answer its part of an export (EXPORT_TIMEOUT_MS). */
  exportTimeoutMs: number;
  now: () => Date;
}

const NOTICE_OUTDATED =
  'The notice has changed since you read it. Please read the current version and agree again.';

/** "Your data" (issue 16): consent records, the export, the deletion of the account. */
export function privacyHandlers(
  deps: PrivacyDeps,
): Pick<
  HandlerMap<'auth'>,
  | 'privacy.give-consent'
  | 'privacy.list-consents'
  | 'privacy.withdraw-consent'
  | 'privacy.export'
  | 'privacy.delete-account'
  | 'auth.check-consent'
  | 'auth.export-user'
> {
  /** Auth's own part: the account and every consent record. */
  const ownPart = async (userId: string) => {
    const user = await deps.users.findById(userId);
    const consents = await deps.consents.listFor(userId);
    return {
      account: user && {
        id: user._id.toHexString(),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        guest: user.guest,
        createdAt: user.createdAt.toISOString(),
        ...(user.lastActiveAt ? { lastActiveAt: user.lastActiveAt.toISOString() } : {}),
      },
      consents: consents.map((c) => ({
        ...toConsent(c.purpose, c.current),
        earlier: c.history.map((h) => toConsent(c.purpose, h)),
      })),
    };
  };

  const askPart = async (
    service: ServiceName,
    body: { userId: string; email: string },
    ctx: RequestContext,
  ): Promise<PartReply> =>
    busRequest(
      deps.bus,
      deps.bus.names.rpc(`${service}.export-user` as OperationKey),
      { params: {}, query: {}, body },
      { requestId: ctx.requestId, caller: ctx.caller },
      deps.exportTimeoutMs,
      { readOnly: true, retry: true },
    );

  return {
    'privacy.give-consent': async ({ body }, ctx) => {
      const caller = requireCaller(ctx);
      if (body.noticeVersion !== noticeVersions[body.purpose])
        throw badRequest(NOTICE_OUTDATED, 'notice_outdated');
      const given = await deps.consents.give(
        caller.id,
        body.purpose,
        body.noticeVersion,
        deps.now(),
      );
      ctx.log.info({ userId: caller.id, purpose: body.purpose }, 'consent given');
      return { consent: toConsent(body.purpose, given) };
    },

    'privacy.list-consents': async (_input, ctx) => {
      const caller = requireCaller(ctx);
      const records = await deps.consents.listFor(caller.id);
      return {
        consents: records.map((c) => toConsent(c.purpose, c.current)),
        notices: { ...noticeVersions },
      };
    },

    'privacy.withdraw-consent': async ({ params }, ctx) => {
      const caller = requireCaller(ctx);
      const withdrawn = await deps.consents.withdraw(caller.id, params.purpose, deps.now());
      if (!withdrawn) throw notFound(privacyMessages.noConsentToWithdraw, 'consent_not_found');
      ctx.log.info({ userId: caller.id, purpose: params.purpose }, 'consent withdrawn');
      return {
        consent: toConsent(params.purpose, withdrawn),
        message: privacyMessages.consentWithdrawn,
      };
    },

    'auth.check-consent': async ({ body }) => ({
      active: isActive(body.purpose, await deps.consents.find(body.userId, body.purpose)),
    }),

    'auth.export-user': async ({ body }) => ownPart(body.userId),

    'privacy.export': async (_input, ctx) => {
      const caller = requireCaller(ctx);
      const user = await deps.users.findById(caller.id);
      if (!user) throw notFound('Account not found', 'account_not_found');
      const body = { userId: caller.id, email: user.email };
      const others = serviceNames.filter((s) => s !== 'auth');
      const [own, ...replies] = await Promise.all([
        ownPart(caller.id).then(
          (data): PartReply => ({ ok: true, data }),
          (err: unknown): PartReply => {
            ctx.log.error({ err }, 'auth export part failed');
            return { ok: false, error: { status: 500, code: 'internal', message: 'auth' } };
          },
        ),
        ...others.map((s) => askPart(s, body, ctx)),
      ]);
      const assembled = assembleParts({
        auth: own!,
        ...Object.fromEntries(others.map((s, i) => [s, replies[i]!])),
      } as Record<ServiceName, PartReply>);
      if (!assembled.ok) {
        ctx.log.warn({ userId: caller.id, missing: assembled.missing }, 'export incomplete');
        throw new ServiceError(
          503,
          privacyCodes.exportIncomplete,
          privacyMessages.exportIncomplete,
        );
      }
      ctx.log.info({ userId: caller.id }, 'data exported');
      return {
        exportedAt: deps.now().toISOString(),
        userId: caller.id,
        parts: assembled.parts,
      };
    },

    'privacy.delete-account': async ({ body }, ctx) => {
      const caller = requireCaller(ctx);
      const user = await deps.users.findById(caller.id);
      // Deleted already (a second request): nothing more to do, and nothing to tell apart.
      if (!user) return { message: privacyMessages.accountDeleted };
      if (user.role === 'admin')
        throw forbidden('The admin account is configured by the operator and is not deleted here.');
      if (!user.guest) {
        if (!body.password) throw badRequest(privacyMessages.passwordRequired, 'password_required');
        const valid = await deps.hasher.verify(user.passwordHash, body.password);
        if (!valid) throw forbidden(privacyMessages.wrongPassword, privacyCodes.wrongPassword);
      }
      await deps.eraser.erase(user, 'request', deps.now());
      return { message: privacyMessages.accountDeleted };
    },
  };
}
