/**
 * The pure half of the API client: URL building, request options and error mapping.
 * Everything from outside (fetch, tokens, clock) is passed in, so it is unit-tested
 * without a browser.
 */
import type { RouteInfo } from '@rapport/contracts/constants';

/** A failed call. `message` is what the screens show (the server's `error` field). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The server's machine-readable `code`, when it sent one. */
    readonly code?: string,
    /** True when `message` is the server's own `error` text rather than a fallback. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

/** The server's error text if it sent one, else the screen's default (spec §8 pattern). */
export function messageOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.fromServer ? err.message : fallback;
}

export interface CallArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface Credentials {
  authToken: string | null;
  contributionToken: string | null;
  inviteToken: string | null;
}

export interface CallerDeps {
  routes: Record<string, RouteInfo>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  credentials: () => Credentials;
  now: () => number;
  /** A fresh Idempotency-Key for each state-changing call (default: crypto.randomUUID). */
  newKey?: () => string;
  /** The pause before the one retry of a call that failed on the way (default 600 ms). */
  retryDelayMs?: number;
}

/** Fills `{name}` placeholders; a missing value is a programming error, not a request. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(route: RouteInfo, args: CallArgs, now: number): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(args.query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  // The spec's no-cache calls carry a timestamp so no cache in between can answer them.
  if (route.noCache) search.set('_', String(now));
  const qs = search.toString();
  return fillPath(route.path, args.params) + (qs ? `?${qs}` : '');
}

export function requestInit(
  route: RouteInfo,
  args: CallArgs,
  creds: Credentials,
  idempotencyKey?: string,
): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const hasBody = route.method !== 'GET' && args.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (creds.authToken) headers.Authorization = `Bearer ${creds.authToken}`;
  if (route.access === 'contribution-token' && creds.contributionToken) {
    headers['X-Contribution-Token'] = creds.contributionToken;
  }
  if ((route.access === 'invite-token' || route.invite) && creds.inviteToken) {
    headers['X-Invite-Token'] = creds.inviteToken;
  }
  return {
    method: route.method,
    headers,
    credentials: 'include',
    ...(hasBody ? { body: JSON.stringify(args.body) } : {}),
    ...(route.noCache ? { cache: 'no-store' as const } : {}),
    ...(args.signal ? { signal: args.signal } : {}),
  };
}

function stringField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Parses the body; any failure becomes an ApiError carrying the message screens show. */
export async function readResponse(res: Response): Promise<unknown> {
  const text = await res.text();
  let data: unknown = undefined;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, 'Server returned non-JSON response');
    }
  }
  if (!res.ok) {
    const serverText = stringField(data, 'error');
    const message = serverText ?? `Server returned ${res.status}`;
    throw new ApiError(res.status, message, stringField(data, 'code'), serverText !== undefined);
  }
  return data;
}

export const networkErrorMessage = 'Unable to reach the server. Please check your connection.';

/**
 * Failures on the way (the server unreachable, a gateway or service that did not answer) where
 * one more try may succeed. A state-changing call is retried with the same Idempotency-Key, so
 * the server stores it once even when the first try did complete.
 */
const retriable = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;

/** Makes one call of the operation table; a call that failed on the way is tried once more. */
export function createCaller(deps: CallerDeps) {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const retryDelayMs = deps.retryDelayMs ?? 600;
  return async function call(key: string, args: CallArgs = {}): Promise<unknown> {
    const route = deps.routes[key];
    if (!route) throw new Error(`Unknown operation "${key}": run \`npm run gen -w web\``);
    const idempotencyKey = route.method === 'GET' ? undefined : newKey();
    const once = async (): Promise<unknown> => {
      const url = buildUrl(route, args, deps.now());
      let res: Response;
      try {
        res = await deps.fetch(url, requestInit(route, args, deps.credentials(), idempotencyKey));
      } catch (err) {
        if (args.signal?.aborted) throw err;
        throw new ApiError(0, networkErrorMessage);
      }
      try {
        return await readResponse(res);
      } catch (err) {
        if (err instanceof ApiError || args.signal?.aborted) throw err;
        throw new ApiError(0, networkErrorMessage);
      }
    };
    try {
      return await once();
    } catch (err) {
      if (!(err instanceof ApiError) || !retriable(err.status) || args.signal?.aborted) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return once();
    }
  };
}
