import pino, { type Logger } from 'pino';

export type { Logger };

/** One pino logger per process; handlers get a child carrying the request id. */
export function createLogger(
  service: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: {
      paths: ['password', '*.password', 'body.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}
