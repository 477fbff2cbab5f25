import { randomUUID } from 'node:crypto';
import {
  AccessLog,
  ErasedUsers,
  RetentionSweeper,
  daysBefore,
  followUserDeletions,
  type ServiceDefinition,
} from '@rapport/kit';
import { contactConfig, type ContactConfig } from './config';
import { eraseUser, privacyHandlers } from './handlers/privacy.handlers';
import { adminHandlers } from './handlers/admin.handlers';
import { contactHandlers } from './handlers/contact.handlers';
import type { ContactDeps } from './handlers/deps';
import { sessionRequestHandlers } from './handlers/session-request.handlers';
import { AccountNames } from './store/account.projection';
import { ContactMessageRepository } from './store/contact-message.repository';
import { SessionRequestRepository } from './store/session-request.repository';
import { TherapistStatuses } from './store/therapist-status.projection';

/** The contact form, first-session requests between clients and approved therapists. */
export const contactService: ServiceDefinition<'contact', ContactConfig> = {
  name: 'contact',
  config: contactConfig,
  async setup({ config, db, events, outbox, log }) {
    const messages = new ContactMessageRepository(db);
    const requests = new SessionRequestRepository(db);
    const deps: ContactDeps = {
      messages,
      requests,
      directory: new TherapistStatuses(db),
      accounts: new AccountNames(db),
      accessLog: new AccessLog(db, log),
      outboxes: { messages: messages.trackOutbox(outbox), ...requests.trackOutbox(outbox) },
      now: () => new Date(),
      newId: () => randomUUID(),
    };
    await Promise.all([
      deps.messages.ensureIndexes(),
      deps.requests.ensureIndexes(),
      deps.directory.ensureIndexes(),
      (deps.accessLog as AccessLog).ensureIndexes(),
    ]);
    const erased = new ErasedUsers(db);
    // Durable consumers: events published while this service was down are applied on start.
    await deps.directory.follow(events, erased);
    await deps.accounts.follow(events, erased);
    await followUserDeletions(events, erased, log, (e) => eraseUser(deps, e));
    // Contact-form messages are kept RETENTION_CONTACT_MESSAGE_DAYS (no TTL index on FerretDB).
    const sweeper = new RetentionSweeper(log, config.RETENTION_SWEEP_INTERVAL_MS, async (now) => ({
      contactMessages: await messages.deleteReceivedBefore(
        daysBefore(now, config.RETENTION_CONTACT_MESSAGE_DAYS),
      ),
    }));
    sweeper.start();
    return {
      handlers: {
        ...contactHandlers(deps),
        ...sessionRequestHandlers(deps),
        ...adminHandlers(deps),
        ...privacyHandlers(deps),
      },
      onStop: () => sweeper.stop(),
    };
  },
};
