import { randomUUID } from 'node:crypto';
import { baseConfig, type BaseConfig, type ServiceDefinition } from '@rapport/kit';
import { adminHandlers } from './handlers/admin.handlers';
import { contactHandlers } from './handlers/contact.handlers';
import type { ContactDeps } from './handlers/deps';
import { sessionRequestHandlers } from './handlers/session-request.handlers';
import { AccountNames } from './store/account.projection';
import { ContactMessageRepository } from './store/contact-message.repository';
import { SessionRequestRepository } from './store/session-request.repository';
import { TherapistStatuses } from './store/therapist-status.projection';

/** The contact form, first-session requests between clients and approved therapists. */
export const contactService: ServiceDefinition<'contact', BaseConfig> = {
  name: 'contact',
  config: baseConfig,
  async setup({ db, events }) {
    const deps: ContactDeps = {
      messages: new ContactMessageRepository(db),
      requests: new SessionRequestRepository(db),
      directory: new TherapistStatuses(db),
      accounts: new AccountNames(db),
      events,
      now: () => new Date(),
      newId: () => randomUUID(),
    };
    await Promise.all([
      deps.messages.ensureIndexes(),
      deps.requests.ensureIndexes(),
      deps.directory.ensureIndexes(),
    ]);
    // Durable consumers: events published while this service was down are applied on start.
    await deps.directory.follow(events);
    await deps.accounts.follow(events);
    return {
      handlers: {
        ...contactHandlers(deps),
        ...sessionRequestHandlers(deps),
        ...adminHandlers(deps),
      },
    };
  },
};
