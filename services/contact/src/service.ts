import { baseConfig, type BaseConfig, type ServiceDefinition } from '@rapport/kit';
import { contactHandlers } from './handlers/contact.handlers';
import { ContactMessageRepository } from './store/contact-message.repository';

export const contactService: ServiceDefinition<'contact', BaseConfig> = {
  name: 'contact',
  config: baseConfig,
  async setup({ db, events }) {
    const messages = new ContactMessageRepository(db);
    await messages.ensureIndexes();
    return { handlers: contactHandlers({ messages, events }) };
  },
};
