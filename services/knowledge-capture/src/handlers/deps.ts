import type { ExpertEngine } from '../ai';
import type { CollectionOutbox, FailureWindow } from '@rapport/kit';
import type { Experts } from '../domain/experts';
import type { AccessPasswordRepository } from '../store/access-password.repository';
import type { AccessTokenStore } from '../store/access-token.store';
import type { ContributionRepository } from '../store/contribution.repository';
import type { PasswordHasher } from '../store/password-hasher';

/** Everything the handlers reach outside the process, injected by service.ts. */
export interface KnowledgeCaptureDeps {
  experts: Experts;
  passwords: AccessPasswordRepository;
  tokens: AccessTokenStore;
  loginFailures: FailureWindow;
  hasher: PasswordHasher;
  contributions: ContributionRepository;
  engine: ExpertEngine;
  /** Publishes the events stored with contributions. */
  outbox: CollectionOutbox;
  now: () => Date;
  newId: () => string;
}
