/**
 * The server refused a call because the user's consent for its purpose is missing, withdrawn
 * (perhaps in another tab) or given to an older notice. The consent step listens and comes
 * back, instead of the screen ending in an error.
 */
const listeners = new Set<() => void>();

export const consentRequired = {
  /** Tells every listening consent step; called by the API client and the voice runtime. */
  notify(): void {
    for (const listener of listeners) listener();
  },
  /** Calls `listener` on each refusal; answers the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
