/** What the browser knows about one operation of the contract table (no schemas). */
export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{param}` placeholders, exactly as in the contract. */
  path: string;
  access:
    | 'public'
    | 'optional-user'
    | 'user'
    | 'client-or-admin'
    | 'therapist'
    | 'contribution-token'
    | 'invite-token';
  /** Sent with a cache-busting `?_=` and `cache: 'no-store'`. */
  noCache?: true;
}
