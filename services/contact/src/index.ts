export { contactService } from './service';
export { ContactMessageRepository } from './store/contact-message.repository';
