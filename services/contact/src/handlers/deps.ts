import type { EventBus } from '@rapport/kit';
import type { AccountNames } from '../store/account.projection';
import type { ContactMessageRepository } from '../store/contact-message.repository';
import type { SessionRequestRepository } from '../store/session-request.repository';
import type { TherapistStatuses } from '../store/therapist-status.projection';

/** Everything the handlers reach outside the process, injected by service.ts. */
export interface ContactDeps {
  messages: ContactMessageRepository;
  requests: SessionRequestRepository;
  /** Approved therapists only may receive requests (projection of questionnaire's events). */
  directory: TherapistStatuses;
  accounts: AccountNames;
  events: EventBus;
  now: () => Date;
  newId: () => string;
}
