import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@rapport/kit';
import { originAllowed } from './voice/origin';

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Please use Rapport from its own pages.';

/** Deeper JSON than any screen sends is refused before it is parsed or forwarded on the bus. */
export const MAX_JSON_DEPTH = 32;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that carries the session cookie must come from this site (or an
 * allowed origin): browsers send cookies on cross-site form posts and `text/plain` fetches, so
 * without this check another page could act as the signed-in user. Bearer-token calls are not
 * sent by browsers on their own and pass; so do clients that send neither Origin nor
 * Sec-Fetch-Site (curl, servers).
 */
export function crossSiteRefused(
  req: {
    method: string;
    origin?: string;
    secFetchSite?: string;
    host?: string;
    hasSessionCookie: boolean;
    hasBearer: boolean;
  },
  allowlist: string[],
): boolean {
  if (SAFE_METHODS.has(req.method) || !req.hasSessionCookie || req.hasBearer) return false;
  if (req.origin !== undefined) return !originAllowed(req.origin, req.host, allowlist);
  return req.secFetchSite === 'cross-site';
}

/**
 * How deep `json` nests arrays and objects, counted without parsing; stops counting once
 * past `limit`, so a huge body costs one linear scan at most.
 */
export function jsonDepthExceeds(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** The Origin / Sec-Fetch-Site check on every `/api/` call (see `crossSiteRefused`). */
export function registerCrossSiteCheck(app: FastifyInstance, allowlist: string[]): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const refused = crossSiteRefused(
      {
        method: req.method,
        origin: first(req.headers.origin),
        secFetchSite: first(req.headers['sec-fetch-site']),
        host: req.headers.host,
        hasSessionCookie: Boolean(req.cookies?.[SESSION_COOKIE]),
        hasBearer: Boolean(req.headers.authorization?.startsWith('Bearer ')),
      },
      allowlist,
    );
    if (refused) {
      req.log.warn({ origin: req.headers.origin, url: req.url }, 'cross-site request refused');
      return reply.code(403).send({ error: CROSS_SITE_MESSAGE, code: 'cross_site' });
    }
  });
}

/** JSON bodies: Fastify's own parser (prototype poisoning refused), after a depth check. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      const err = new Error(
        `Request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`,
      ) as FastifyError;
      err.statusCode = 400;
      err.code = 'json_too_deep';
      done(err, undefined);
      return;
    }
    void parse(req, text, done);
  });
}

/**
 * One shape for every error answer, the gateway's and Fastify's own: `{ error, code }`, where
 * `error` is the sentence a screen shows and `code` a stable snake_case name.
 */
export function errorReply(
  err: { statusCode?: number; code?: string; message?: string },
  bodyLimitBytes: number,
): { status: number; error: string; code: string } {
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500)
    return {
      status,
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    };
  switch (err.code ?? '') {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, error: 'Request body is not valid JSON', code: 'invalid_json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        error: `Request body is too large: at most ${Math.floor(bodyLimitBytes / 1024)} KB.`,
        code: 'payload_too_large',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        error: 'Unsupported content type: send the body as application/json.',
        code: 'unsupported_media_type',
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, error: 'Content-Length does not match the body.', code: 'bad_request' };
    default:
      break;
  }
  if (err instanceof SyntaxError)
    return { status: 400, error: 'Request body is not valid JSON', code: 'invalid_json' };
  const code =
    err.code && /^[a-z][a-z0-9_]*$/.test(err.code)
      ? err.code
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'rate_limited'
          : 'bad_request';
  return { status, error: err.message || 'The request could not be handled.', code };
}
