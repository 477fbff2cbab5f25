import type { HandlerMap, Removed, UserDeleted } from '@rapport/kit';
import type { ContactDeps } from './deps';

/**
 * Contact's part of "Your data": first-session requests sent or received, contact-form
 * messages sent with the account's email, the names copied from the registration, and who
 * read the client's requests.
 */
export function privacyHandlers(
  deps: ContactDeps,
): Pick<HandlerMap<'contact'>, 'contact.export-user'> {
  return {
    'contact.export-user': async ({ body }) => {
      const [sessionRequests, contactMessages, account, therapistListing, accessLog] =
        await Promise.all([
          deps.requests.exportFor(body.userId),
          body.email ? deps.messages.exportByEmail(body.email) : Promise.resolve([]),
          deps.accounts.exportFor(body.userId),
          deps.directory.exportFor(body.userId),
          deps.accessLog.forUser(body.userId),
        ]);
      return {
        /** Requests you sent (as a client) or received (as a therapist), with the answers. */
        sessionRequests: sessionRequests.requests,
        sessionRequestAnswers: sessionRequests.answers,
        /** Contact-form messages sent with your account's email address. */
        contactMessages,
        /** Your name as copied from your registration, shown on requests. */
        account,
        /** A therapist's name and review status, as contact knows them. */
        therapistListing,
        /** Who else read your requests (the therapist you wrote to), and when. */
        accessLog,
      };
    },
  };
}

export async function eraseUser(deps: ContactDeps, e: UserDeleted): Promise<Removed> {
  const [sessionRequests, contactMessages, accounts, therapistListing, accessLog] =
    await Promise.all([
      deps.requests.eraseUser(e.userId),
      deps.messages.eraseByEmailHash(e.emailHash),
      deps.accounts.eraseUser(e.userId),
      deps.directory.remove(e.userId),
      deps.accessLog.eraseUser(e.userId),
    ]);
  return { sessionRequests, contactMessages, accounts, therapistListing, accessLog };
}
