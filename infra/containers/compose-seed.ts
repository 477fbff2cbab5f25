/**
 * `make compose-up`: loads the demo data (therapists approved by the admin, questions,
 * knowledge-capture passwords) into the compose system through its gateway, only when it is
 * empty. The admin is the one of .data/compose/compose.env, which compose.sh exported.
 */
import { runSeeds } from '../system/seed';
import { systemEnv } from '../system/env';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:18080';
const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV = 'production', DEMO_INVITE_CODE = '' } = process.env;
// The matchmaker's seed writes invite codes into its database: FerretDB on its loopback port.
const MONGO_URL = `mongodb://127.0.0.1:${process.env.COMPOSE_MONGO_PORT ?? 18017}`;
const env = systemEnv({ ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV, DEMO_INVITE_CODE, MONGO_URL });
runSeeds(baseUrl, env, { onlyIfEmpty: true }).then(
  () => process.stdout.write('[compose] demo data present\n'),
  (err: unknown) => {
    process.stderr.write(`seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
