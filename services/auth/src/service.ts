import { RetentionSweeper, type Logger, type ServiceDefinition } from '@rapport/kit';
import { AccountEraser } from './domain/account-eraser';
import { sweepAccounts } from './domain/account-retention';
import { privacyHandlers } from './handlers/privacy.handlers';
import { ConsentRepository } from './store/consent.repository';
import { DeletedUserRepository } from './store/deleted-user.repository';
import { authConfig, type AuthConfig } from './config';
import { accountHandlers } from './handlers/account.handlers';
import { adminHandlers } from './handlers/admin.handlers';
import { sessionHandlers } from './handlers/session.handlers';
import { PasswordHasher } from './password-hasher';
import { SessionIssuer } from './sessions';
import { LoginAttemptRepository } from './store/login-attempts.repository';
import { RevokedTokenRepository } from './store/revoked-token.repository';
import { UserRepository } from './store/user.repository';

/** Creates the configured admin once; registration can never produce one. */
async function ensureConfiguredAdmin(
  config: AuthConfig,
  users: UserRepository,
  hasher: PasswordHasher,
  log: Logger,
) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const outcome = await users.ensureAdmin({
    firstName: 'Rapport',
    lastName: 'Admin',
    email: config.ADMIN_EMAIL,
    passwordHash: await hasher.hash(config.ADMIN_PASSWORD),
  });
  if (outcome === 'taken-by-non-admin') {
    log.warn(
      { email: config.ADMIN_EMAIL },
      'ADMIN_EMAIL belongs to a non-admin account; no admin created',
    );
  } else {
    log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account checked');
  }
}

export const authService: ServiceDefinition<'auth', AuthConfig> = {
  name: 'auth',
  config: authConfig,
  async setup({ config, bus, db, redis, outbox, log }) {
    const users = new UserRepository(db);
    await users.ensureIndexes();
    const hasher = await PasswordHasher.create();
    await ensureConfiguredAdmin(config, users, hasher, log);
    const sessions = new SessionIssuer(config.JWT_SECRET, config.SESSION_TTL_SECONDS);
    const throttle = {
      maxFailuresPerAccountAddress: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    };
    const consents = new ConsentRepository(db);
    const deleted = new DeletedUserRepository(db);
    await Promise.all([consents.ensureIndexes(), deleted.ensureIndexes()]);
    const revoked = new RevokedTokenRepository(redis);
    const eraser = new AccountEraser({
      users,
      deleted,
      consents,
      revoked,
      outbox: deleted.trackOutbox(outbox),
      sessionTtlSeconds: config.SESSION_TTL_SECONDS,
      log,
    });
    const handlers = {
      ...accountHandlers({ users, hasher, sessions, outbox: users.trackOutbox(outbox) }),
      ...sessionHandlers({
        users,
        hasher,
        sessions,
        attempts: new LoginAttemptRepository(redis, throttle.windowSeconds, {
          maxPerAccountAddress: throttle.maxFailuresPerAccountAddress,
          maxPerIp: throttle.maxFailuresPerIp,
        }),
        revoked,
        throttle,
        failureDelayBaseMs: config.LOGIN_FAILURE_DELAY_MS,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
      ...adminHandlers({
        users,
        bus,
        countTimeoutMs: config.ADMIN_STATS_TIMEOUT_MS,
        now: () => new Date(),
      }),
      ...privacyHandlers({
        users,
        consents,
        hasher,
        eraser,
        bus,
        exportTimeoutMs: config.EXPORT_TIMEOUT_MS,
        now: () => new Date(),
      }),
    };
    // Guests inactive past retention are deleted like a deletion request; every pass also
    // sets again the revocation marks of recent deletions (see AccountEraser.reassert).
    const sweeper = new RetentionSweeper(log, config.RETENTION_SWEEP_INTERVAL_MS, (now) =>
      sweepAccounts({ users, eraser, guestDays: config.RETENTION_GUEST_DAYS }, now),
    );
    sweeper.start();
    return { handlers, onStop: () => sweeper.stop() };
  },
};
