import { Events, connect, type NatsConnection } from 'nats';
import {
  eventStream,
  healthSubjectFor,
  subjectFor,
  voiceRelay,
  type EventName,
  type OperationKey,
  type ServiceName,
} from '@rapport/contracts';

/**
 * What BUS_PREFIX may hold: one NATS subject token (no '.', no wildcards, no spaces) that is
 * also valid inside a stream name. Empty means no namespace: today's names.
 */
export const BUS_PREFIX_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * Every name a process uses on NATS, inside one namespace. The contract names subjects
 * without one (`rpc.auth.login`, `event.user.registered`, `voice.session.<id>.out`); with a
 * prefix `p` they become `p.rpc.auth.login`, … and the stream `p_EVENTS`, so several systems
 * (e.g. parallel test files) share one server without answering each other's requests or
 * consuming each other's events. Durable consumer names live inside their stream, so the
 * stream's name already keeps them apart.
 */
export interface BusNames {
  readonly prefix: string;
  /** A contract subject (or filter, wildcards included) inside this namespace. */
  subject(local: string): string;
  /** The contract subject of a subject of this namespace; undefined for one outside it. */
  local(subject: string): string | undefined;
  /** `rpc.<service>.<operation>` of an operation. */
  rpc(key: OperationKey): string;
  /** `rpc.<service>.health`, answered by every replica of the service. */
  health(service: ServiceName): string;
  /** Where the gateway relays voice socket frames to the matchmaker. */
  readonly voiceFrame: string;
  /** Where a voice session's streamed frames go to the gateway. */
  voiceOut(sessionId: string): string;
  /** `event.<name>`: what an event is published on. */
  event(name: EventName): string;
  /** The JetStream stream of every domain event, and the subjects it stores. */
  readonly stream: string;
  readonly streamSubjects: string[];
}

export function busNames(prefix = ''): BusNames {
  if (!BUS_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`bus prefix "${prefix}" may only hold letters, digits, '_' and '-'`);
  }
  const head = prefix ? `${prefix}.` : '';
  const subject = (local: string) => `${head}${local}`;
  return {
    prefix,
    subject,
    local: (s) => (s.startsWith(head) ? s.slice(head.length) : undefined),
    rpc: (key) => subject(subjectFor(key)),
    health: (service) => subject(healthSubjectFor(service)),
    voiceFrame: subject(voiceRelay.frameSubject),
    voiceOut: (sessionId) => subject(voiceRelay.outSubject(sessionId)),
    event: (name) => subject(name),
    stream: prefix ? `${prefix}_${eventStream.name}` : eventStream.name,
    streamSubjects: eventStream.subjects.map(subject),
  };
}

/** A NATS connection and the names it is used with: what request, serve and events take. */
export interface Bus {
  readonly nc: NatsConnection;
  readonly names: BusNames;
}

const disconnected = new WeakSet<NatsConnection>();

/**
 * False while the connection is lost and reconnecting (or closed): a request sent now would
 * only wait for its timeout, so callers answer 503 at once instead.
 */
export function busConnected(nc: NatsConnection): boolean {
  return !nc.isClosed() && !disconnected.has(nc);
}

function followConnection(nc: NatsConnection): void {
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === Events.Disconnect) disconnected.add(nc);
      else if (s.type === Events.Reconnect) disconnected.delete(nc);
    }
  })().catch(() => {
    // The status stream ends with the connection; nothing to follow any more.
  });
}

/** Connects to NATS (retrying until the server answers) inside the configured namespace. */
export async function connectBus(
  config: { NATS_URL: string; BUS_PREFIX: string },
  name: string,
): Promise<Bus> {
  const nc = await connect({
    servers: config.NATS_URL.split(','),
    name,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    noAsyncTraces: true,
  });
  followConnection(nc);
  return { nc, names: busNames(config.BUS_PREFIX) };
}
