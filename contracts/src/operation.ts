import { z } from 'zod';
import type { Access, ConsentPurpose, HttpMethod } from './constants';

/** Services that answer on the bus. Each owns its Mongo database and Redis prefix. */
export const serviceNames = [
  'auth',
  'knowledge-capture',
  'questionnaire',
  'client-profile',
  'matchmaker',
  'contact',
] as const;
export type ServiceName = (typeof serviceNames)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyObject = z.ZodObject<any>;

export interface OperationDef<
  S extends ServiceName = ServiceName,
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  service: S;
  method: HttpMethod;
  /** Exactly as in spec §7, with `{param}` placeholders. */
  path: string;
  summary: string;
  access: Access;
  /** Where the user id that must match the caller lives, for `{userId}` calls. */
  owner?: { in: 'params' | 'body'; field: string };
  /**
   * On top of `access`: Natural Matchmaker invite access is needed, a valid `X-Invite-Token`
   * or a signed-in account that redeemed one. The owning service (matchmaker) decides; the
   * gateway forwards the header and the web client sends it.
   */
  invite?: true;
  /** Answers carry `Cache-Control: no-store`. */
  noCache?: boolean;
  /** The gateway stores `data.token` in the session cookie (login/register) or clears it (logout). */
  sessionCookie?: 'set' | 'clear';
  /**
   * The call processes answers given for this purpose: the gateway refuses it with 403
   * `consent_required` unless the user whose data it is (the `owner` field, else the caller)
   * has an active consent to the current notice version.
   */
  consent?: ConsentPurpose;
  /** The gateway serves the answer as a download: `Content-Disposition: attachment; filename="<prefix>-<date>.json"`. */
  attachment?: string;
  /** The gateway answers 201 Created instead of 200. */
  created?: true;
  params: P;
  query: Q;
  body: B;
  response: R;
}

export const noParams = z.object({});
export const noQuery = z.object({}).loose();
export const noBody = z.unknown().optional();

/** Fills the optional parts of an operation definition. */
export function op<
  S extends ServiceName,
  R extends z.ZodType,
  P extends AnyObject = typeof noParams,
  Q extends AnyObject = typeof noQuery,
  B extends z.ZodType = typeof noBody,
>(def: {
  service: S;
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  owner?: { in: 'params' | 'body'; field: string };
  invite?: true;
  noCache?: boolean;
  sessionCookie?: 'set' | 'clear';
  consent?: ConsentPurpose;
  attachment?: string;
  created?: true;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): OperationDef<S, P, Q, B, R> {
  return {
    ...def,
    params: (def.params ?? noParams) as P,
    query: (def.query ?? noQuery) as Q,
    body: (def.body ?? noBody) as B,
  };
}

/** Error envelope shared by every bus reply and every HTTP error body. */
export const busError = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type BusError = z.infer<typeof busError>;

export type Envelope<T> = { ok: true; data: T } | { ok: false; error: BusError };

/** The JSON body of every failed HTTP call: the screens read `error`. */
export const httpErrorBody = z.object({ error: z.string(), code: z.string() });

/** What the gateway forwards for one call. Metadata travels in NATS headers. */
export interface RpcRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Request metadata headers on the bus. */
export const headers = {
  requestId: 'x-request-id',
  user: 'x-user',
  ip: 'x-client-ip',
  contributionToken: 'x-contribution-token',
  inviteToken: 'x-invite-token',
  /** When the caller stops waiting (epoch ms): a service skips work whose deadline passed. */
  deadline: 'x-deadline',
  /** The client's Idempotency-Key, whom it belongs to (user id or client address) and a hash of the request. */
  idempotencyKey: 'x-idempotency-key',
  idempotencyScope: 'x-idempotency-scope',
  requestHash: 'x-request-hash',
} as const;

export const role = z.enum(['client', 'therapist', 'admin']);
export type Role = z.infer<typeof role>;

/** The authenticated caller as the gateway passes it on. */
export const caller = z.object({
  id: z.string(),
  role,
  email: z.string(),
  jti: z.string().optional(),
  /** Expiry of the session token (seconds since the epoch), so logout can revoke it for exactly its remaining life. */
  exp: z.number().int().optional(),
});
export type Caller = z.infer<typeof caller>;
