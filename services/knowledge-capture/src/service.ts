import { createExpertEngine } from './ai';
import { prepareExpertReader } from './ai/local/expert-direction';
import { randomUUID } from 'node:crypto';
import { limits } from '@rapport/contracts';
import { type HandlerMap, type ServiceDefinition, FailureWindow } from '@rapport/kit';
import { knowledgeCaptureConfig, type KnowledgeCaptureConfig } from './config';
import { Experts } from './domain/experts';
import { accessHandlers } from './handlers/access.handlers';
import { contributionHandlers } from './handlers/contribution.handlers';
import { privacyHandlers } from './handlers/privacy.handlers';
import type { KnowledgeCaptureDeps } from './handlers/deps';
import { AccessPasswordRepository } from './store/access-password.repository';
import { AccessTokenStore } from './store/access-token.store';
import { ContributionRepository } from './store/contribution.repository';
import { PasswordHasher } from './store/password-hasher';

export function knowledgeCaptureHandlers(
  deps: KnowledgeCaptureDeps,
): HandlerMap<'knowledge-capture'> {
  return { ...accessHandlers(deps), ...contributionHandlers(deps), ...privacyHandlers() };
}

export const knowledgeCaptureService: ServiceDefinition<
  'knowledge-capture',
  KnowledgeCaptureConfig
> = {
  name: 'knowledge-capture',
  config: knowledgeCaptureConfig,
  async setup({ config, db, redis, outbox, log }) {
    // The offline reader's fine-tuned model (also the fallback when openai fails), loaded before
    // the first contribution: a missing model fails here.
    await prepareExpertReader();
    const contributions = new ContributionRepository(db);
    await contributions.ensureIndexes();
    const deps: KnowledgeCaptureDeps = {
      experts: new Experts(config.EXPERT_NAMES),
      passwords: new AccessPasswordRepository(db, limits.contributionRegistrationLimit),
      tokens: new AccessTokenStore(redis, config.CONTRIBUTION_TOKEN_TTL_SECONDS),
      loginFailures: new FailureWindow(
        redis,
        'login-failures',
        config.CONTRIBUTION_LOGIN_MAX_FAILURES,
        config.CONTRIBUTION_LOGIN_WINDOW_SECONDS,
      ),
      hasher: new PasswordHasher(),
      contributions,
      engine: createExpertEngine(config, log),
      outbox: contributions.trackOutbox(outbox),
      now: () => new Date(),
      newId: () => randomUUID(),
    };
    return { handlers: knowledgeCaptureHandlers(deps) };
  },
};
