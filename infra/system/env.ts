import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './launcher';

/** Defaults for a local run with no external accounts: local AI provider, demo expert names. */
const localDefaults: Record<string, string> = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'info',
  JWT_SECRET: 'local-development-secret-change-me-0123456789',
  EXPERT_NAMES: 'Maya,Daniel',
  DEMO_INVITE_CODE: 'RAPPORT2026',
  // The development admin of .env.example: make dev and the browser journeys sign in with it.
  ADMIN_EMAIL: 'admin@rapport.local',
  ADMIN_PASSWORD: 'rapport-admin-dev',
  MONGO_DB_PREFIX: 'rapport_',
};

/**
 * The environment for every process of a local system: .env (when present) over the local
 * defaults, the given server URLs and overrides over both.
 */
export function systemEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const fromFile: NodeJS.ProcessEnv = {};
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) {
    const before = { ...process.env };
    process.loadEnvFile(envFile);
    for (const [k, v] of Object.entries(process.env)) if (before[k] !== v) fromFile[k] = v;
  }
  const merged: NodeJS.ProcessEnv = { ...localDefaults, ...process.env, ...fromFile };
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined) merged[k] = v;
  return merged;
}
