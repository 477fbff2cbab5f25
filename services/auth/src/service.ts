import type { Logger, ServiceDefinition } from '@rapport/kit';
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
  async setup({ config, bus, db, redis, events, log }) {
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
    const handlers = {
      ...accountHandlers({ users, hasher, sessions, events }),
      ...sessionHandlers({
        users,
        hasher,
        sessions,
        attempts: new LoginAttemptRepository(redis, throttle.windowSeconds, {
          maxPerAccountAddress: throttle.maxFailuresPerAccountAddress,
          maxPerIp: throttle.maxFailuresPerIp,
        }),
        revoked: new RevokedTokenRepository(redis),
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
    };
    return { handlers };
  },
};
