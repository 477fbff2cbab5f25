/**
 * The typed API client: `api('auth.login', { body })` resolves to that operation's
 * response type from the contract table. Only types come from @rapport/contracts, so
 * zod never reaches the browser bundle.
 */
import type { OpBodyInput, OpParams, OpQuery, OpResponse, OperationKey } from '@rapport/contracts';
import { consentRequired as consentRefusal, inviteRequired } from '@rapport/contracts/constants';
import { credentials, inviteAccess } from '../auth/storage';
import { consentRequired } from './consent-required';
import { ApiError, createCaller, type CallArgs } from './http';
import { routes } from './routes.gen';

export { ApiError, messageOr } from './http';

/** True for operations without path parameters (`{}` or `Record<string, never>`). */
type NoParams<P> = [keyof P] extends [never] ? true : string extends keyof P ? true : false;
type ParamsPart<K extends OperationKey> =
  NoParams<OpParams<K>> extends true ? { params?: undefined } : { params: OpParams<K> };
type QueryPart<K extends OperationKey> =
  Partial<OpQuery<K>> extends OpQuery<K> ? { query?: OpQuery<K> } : { query: OpQuery<K> };
type BodyPart<K extends OperationKey> =
  undefined extends OpBodyInput<K> ? { body?: OpBodyInput<K> } : { body: OpBodyInput<K> };

/** What a call of operation K takes: params, query and body as the contract defines them. */
export type ApiArgs<K extends OperationKey> = ParamsPart<K> &
  QueryPart<K> &
  BodyPart<K> & { signal?: AbortSignal };
type ArgsTuple<K extends OperationKey> =
  Partial<ApiArgs<K>> extends ApiArgs<K> ? [args?: ApiArgs<K>] : [args: ApiArgs<K>];

const send = createCaller({
  routes,
  fetch: (url, init) => fetch(url, init),
  credentials,
  now: Date.now,
});

/**
 * A call; a refused invite access (expired or unknown token) sends the screen back to the
 * gate, a refusal for missing consent brings the consent step back.
 */
async function call(key: string, args?: CallArgs): Promise<unknown> {
  try {
    return await send(key, args);
  } catch (err) {
    if (err instanceof ApiError && err.code === inviteRequired.code) inviteAccess.refused();
    if (err instanceof ApiError && err.code === consentRefusal.code) consentRequired.notify();
    throw err;
  }
}

/** Calls one operation; throws ApiError (status, message = the server's `error`) on failure. */
export function api<K extends OperationKey>(
  key: K,
  ...[args]: ArgsTuple<K>
): Promise<OpResponse<K>> {
  return call(key, args as CallArgs | undefined) as Promise<OpResponse<K>>;
}

/** Options for TanStack Query's useQuery: `useQuery(apiQuery('auth.me'))`. */
export function apiQuery<K extends OperationKey>(key: K, ...[args]: ArgsTuple<K>) {
  const { signal: _ignored, ...keyArgs } = (args ?? {}) as CallArgs;
  return {
    queryKey: [key, keyArgs] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(key, { ...(args as CallArgs | undefined), signal }) as Promise<OpResponse<K>>,
  };
}
