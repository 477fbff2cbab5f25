import { SpanKind, context, trace, type Span } from '@opentelemetry/api';
import type {
  CommandFailedEvent,
  CommandStartedEvent,
  CommandSucceededEvent,
  MongoClient,
} from 'mongodb';
import type { Redis } from 'ioredis';
import { failSpan, tracer, tracingEnabled } from './tracing';

/** Driver housekeeping, not the service's work. */
const UNTRACED_MONGO = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'saslStart',
  'saslContinue',
  'endSessions',
  'buildInfo',
]);

/**
 * A client span per Mongo command issued inside a span (a request's or an event's), from the
 * driver's command monitoring (the client must be made with `monitorCommands: true`). The
 * driver emits `commandStarted` in the async context of the operation that sent it.
 */
export function traceMongoCommands(client: MongoClient): void {
  const open = new Map<string, Span>();
  const key = (e: { requestId: number; address: string }) => `${e.address}:${e.requestId}`;
  client.on('commandStarted', (e: CommandStartedEvent) => {
    if (UNTRACED_MONGO.has(e.commandName) || !trace.getActiveSpan()) return;
    const target: unknown = e.command[e.commandName];
    const collection = typeof target === 'string' ? target : undefined;
    const span = tracer().startSpan(
      `mongodb ${e.commandName}${collection ? ` ${collection}` : ''}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system': 'mongodb',
          'db.namespace': e.databaseName,
          'db.operation.name': e.commandName,
          ...(collection ? { 'db.collection.name': collection } : {}),
        },
      },
      context.active(),
    );
    open.set(key(e), span);
  });
  const finish = (e: CommandSucceededEvent | CommandFailedEvent, failure?: Error) => {
    const span = open.get(key(e));
    if (!span) return;
    open.delete(key(e));
    if (failure) failSpan(span, failure);
    span.end();
  };
  client.on('commandSucceeded', (e: CommandSucceededEvent) => finish(e));
  client.on('commandFailed', (e: CommandFailedEvent) => finish(e, e.failure));
}

type SendCommand = Redis['sendCommand'];
type RedisCommand = Parameters<SendCommand>[0];

/**
 * A client span per Redis command issued inside a span, by wrapping this client's
 * `sendCommand`, which every command passes through. With auto-pipelining, commands queued
 * in the same tick are sent from the first one's context, so a concurrent request's command
 * may be filed under another request's trace.
 */
export function traceRedisCommands(redis: Redis): void {
  if (!tracingEnabled()) return;
  const send: SendCommand = redis.sendCommand.bind(redis);
  const traced = new WeakSet<RedisCommand>();
  redis.sendCommand = ((command: RedisCommand, ...rest: unknown[]) => {
    // Sent again after a reconnection: already has its span.
    if (trace.getActiveSpan() && !traced.has(command)) {
      traced.add(command);
      const span = tracer().startSpan(`redis ${command.name}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': 'redis', 'db.operation.name': command.name },
      });
      command.promise.then(
        () => span.end(),
        (err: unknown) => {
          failSpan(span, err);
          span.end();
        },
      );
    }
    return (send as (...args: unknown[]) => ReturnType<SendCommand>)(command, ...rest);
  }) as SendCommand;
}
