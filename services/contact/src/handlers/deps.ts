import type { AccessLog, CollectionOutbox } from '@rapport/kit';
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
  /** Publish the events stored with messages, requests and answers. */
  outboxes: { messages: CollectionOutbox; requests: CollectionOutbox; answers: CollectionOutbox };
  /** Reads of a client's requests by the therapist they wrote to, for the client's export. */
  accessLog: Pick<AccessLog, 'record' | 'forUser' | 'eraseUser'>;
  now: () => Date;
  newId: () => string;
}
