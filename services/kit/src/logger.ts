import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { traceFields } from './tracing';

export type { Logger };

/**
 * One pino logger per process; handlers get a child carrying the request id. Lines go to
 * stdout unless another destination is given.
 */
export function createLogger(
  service: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    // Inside a traced request or event, every line names its trace (`trace_id`, `span_id`).
    mixin: traceFields,
    redact: {
      paths: ['password', '*.password', 'body.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
