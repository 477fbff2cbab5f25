import type { BusError } from '@rapport/contracts';

/** An error a handler throws on purpose: its status and message reach the caller as-is. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toBusError(): BusError {
    return { status: this.status, code: this.code, message: this.message };
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new ServiceError(400, code, message);
export const unauthorized = (message: string, code = 'unauthorized') =>
  new ServiceError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') =>
  new ServiceError(403, code, message);
export const notFound = (message: string, code = 'not_found') =>
  new ServiceError(404, code, message);
export const conflict = (message: string, code = 'conflict') =>
  new ServiceError(409, code, message);
export const tooManyRequests = (message: string, code = 'rate_limited') =>
  new ServiceError(429, code, message);
export const unavailable = (message: string, code = 'unavailable') =>
  new ServiceError(503, code, message);

/** The first zod issue, phrased for a person: the schemas carry the spec's own texts. */
export function firstIssueMessage(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  return issue.message;
}
