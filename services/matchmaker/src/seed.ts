import { connectMongo, loadConfig } from '@rapport/kit';
import { matchmakerConfig } from './config';
import { InviteCodeRepository } from './store/invite-code.repository';

/** Demo invite codes besides DEMO_INVITE_CODE: one with a use limit, one with an expiry. */
const demoCodes = [
  { code: 'WELCOME10', maxUses: 10, days: 90 },
  { code: 'PILOT2026', maxUses: null, days: 365 },
];

/**
 * `make seed` / `make dev`: the invite codes. They go straight into the matchmaker's own
 * collection, so the demo works without an admin account (DEMO_INVITE_CODE is also upserted
 * at start); the admin creates further codes at /admin-dashboard.
 */
export async function seed(ctx: {
  env: NodeJS.ProcessEnv;
  log(message: string): void;
}): Promise<void> {
  const config = loadConfig(matchmakerConfig, ctx.env);
  const mongo = await connectMongo(config.MONGO_URL, `${config.MONGO_DB_PREFIX}matchmaker`);
  try {
    const invites = new InviteCodeRepository(mongo.db);
    const now = new Date();
    // Codes written in this repository open no production system unless DEMO_INVITE_CODE asks.
    if (!config.DEMO_INVITE_CODE && config.NODE_ENV === 'production') {
      ctx.log('invite codes: none (NODE_ENV=production without DEMO_INVITE_CODE)');
      return;
    }
    if (config.DEMO_INVITE_CODE) {
      await invites.ensureCode(config.DEMO_INVITE_CODE, { maxUses: null, expiresAt: null }, now);
    }
    for (const { code, maxUses, days } of demoCodes) {
      await invites.ensureCode(
        code,
        { maxUses, expiresAt: new Date(now.getTime() + days * 86_400_000) },
        now,
      );
    }
    ctx.log(
      `invite codes: ${[config.DEMO_INVITE_CODE, ...demoCodes.map((c) => c.code)].filter(Boolean).join(', ')}`,
    );
  } finally {
    await mongo.close();
  }
}
