import { setTimeout as sleep } from 'node:timers/promises';
import type { System } from '../system/launcher';
import type { ControlledServer } from './servers';
import { call, contactBody, isSuccess, registrationBody, type OpKind } from './load';
import type { Check } from './report';

/** What an experiment works on: the running system, its servers, and where it reports. */
export interface Lab {
  baseUrl: string;
  system: System;
  servers: { nats: ControlledServer; redis: ControlledServer; mongo: ControlledServer };
  rpcTimeoutMs: number;
  requestTimeoutMs: number;
  /** Unique per run, for the keys and emails of the experiment's own requests. */
  tag: string;
  checks: Check[];
  notes: string[];
}

export interface Experiment {
  name: string;
  /** Short name used in keys. */
  short: string;
  /** The requests whose first success after the fault measures the recovery. */
  affected: OpKind[];
  /** Injects the fault under load; resolves with the moment the fault ended. */
  inject(lab: Lab): Promise<number>;
  /** Checks once the system answers again. */
  after?(lab: Lab): Promise<void>;
}

/** Replica `index` (0-based) of a service: its supervisor, to signal the process it runs. */
function replica(lab: Lab, service: string, index: number) {
  const supervisor = lab.system.services.get(service)?.[index];
  const proc = supervisor?.current;
  if (!supervisor || !proc) throw new Error(`${service} replica ${index + 1} is not running`);
  return { supervisor, proc };
}

function signalReplica(service: string, index: number, signal: NodeJS.Signals): Experiment {
  const verb = signal === 'SIGKILL' ? 'kill' : 'term';
  return {
    name: `${signal} ${service} replica`,
    short: `${verb}`,
    affected: service === 'auth' ? ['register', 'me'] : ['contact'],
    async inject(lab) {
      const { supervisor, proc } = replica(lab, service, index);
      const restarted = supervisor.nextStart();
      const at = Date.now();
      proc.child.kill(signal);
      void restarted.then(() =>
        lab.notes.push(
          `${supervisor.name} restarted by the supervisor ${((Date.now() - at) / 1000).toFixed(1)} s after ${signal}`,
        ),
      );
      return at;
    },
  };
}

/** SIGSTOP past the gateway's RPC timeout, then SIGCONT: a frozen replica that comes back. */
function pauseReplica(service: string, index: number): Experiment {
  return {
    name: `SIGSTOP ${service} replica past the RPC timeout`,
    short: 'stop',
    affected: service === 'auth' ? ['register', 'me'] : ['contact'],
    async inject(lab) {
      const { proc } = replica(lab, service, index);
      proc.child.kill('SIGSTOP');
      try {
        await sleep(lab.rpcTimeoutMs + 1500);
      } finally {
        proc.child.kill('SIGCONT');
      }
      return Date.now();
    },
  };
}

function restartServer(
  which: 'nats' | 'redis' | 'mongo',
  name: string,
  downMs: number,
  affected: OpKind[],
): Experiment {
  return {
    name,
    short: which,
    affected,
    async inject(lab) {
      const server = lab.servers[which];
      await server.stop();
      await sleep(downMs);
      await server.start();
      return Date.now();
    },
  };
}

interface Account {
  token: string;
}

async function registerAccount(lab: Lab, key: string): Promise<Account> {
  const res = await call(lab.baseUrl, 'POST', '/api/auth/register', {
    body: registrationBody(key),
    key,
    timeoutMs: lab.requestTimeoutMs,
  });
  if (!isSuccess(res.status) || typeof res.body.token !== 'string')
    throw new Error(`could not register the Redis experiment's account: ${res.status}`);
  return { token: res.body.token };
}

const me = (lab: Lab, token: string) =>
  call(lab.baseUrl, 'GET', '/api/auth/me', { token, timeoutMs: lab.requestTimeoutMs });

/**
 * Redis stopped for `downMs`, then started again with its append-only file. Before: one
 * account logs out (its token revoked). During: a session check must fail fast with 503
 * and the contact form (no Redis needed) must keep working. After: the revoked token is
 * still refused, the other one still accepted.
 */
function restartRedis(downMs: number): Experiment {
  let kept: Account | undefined;
  let revoked: Account | undefined;
  return {
    name: 'restart Redis',
    short: 'redis',
    affected: ['me'],
    async inject(lab) {
      kept = await registerAccount(lab, `${lab.tag}-redis-kept`);
      revoked = await registerAccount(lab, `${lab.tag}-redis-revoked`);
      const out = await call(lab.baseUrl, 'POST', '/api/auth/logout', {
        token: revoked.token,
        key: `${lab.tag}-redis-logout`,
        timeoutMs: lab.requestTimeoutMs,
      });
      const before = await me(lab, revoked.token);
      lab.checks.push({
        name: 'a logged-out token is refused before the Redis restart',
        ok: isSuccess(out.status) && before.status === '401',
        detail: `logout ${out.status}, then GET /api/auth/me ${before.status}`,
      });

      await lab.servers.redis.stop();
      const meProbes: { status: string; ms: number }[] = [];
      const contactProbes: string[] = [];
      const downUntil = Date.now() + downMs;
      for (let i = 0; Date.now() < downUntil; i++) {
        const sent = Date.now();
        const [session, contact] = await Promise.all([
          me(lab, kept.token).then((r) => ({ status: r.status, ms: Date.now() - sent })),
          call(lab.baseUrl, 'POST', '/api/contact', {
            body: contactBody(`${lab.tag}-redis-probe-${i}`),
            key: `${lab.tag}-redis-probe-${i}`,
            timeoutMs: lab.requestTimeoutMs,
          }).then((r) => r.status),
        ]);
        meProbes.push(session);
        contactProbes.push(contact);
        await sleep(300);
      }
      await lab.servers.redis.start();
      const slowest = Math.max(...meProbes.map((p) => p.ms));
      lab.checks.push({
        name: 'during the Redis outage GET /api/auth/me answers 503 within 1 s',
        ok: meProbes.length > 0 && meProbes.every((p) => p.status === '503' && p.ms <= 1000),
        detail: `${meProbes.length} probes: ${summarize(meProbes.map((p) => p.status))}, slowest ${slowest} ms`,
      });
      lab.checks.push({
        name: 'during the Redis outage POST /api/contact succeeds',
        ok: contactProbes.length > 0 && contactProbes.every(isSuccess),
        detail: `${contactProbes.length} probes: ${summarize(contactProbes)}`,
      });
      return Date.now();
    },
    async after(lab) {
      if (!kept || !revoked) return;
      const [stillRevoked, stillKept] = await Promise.all([
        me(lab, revoked.token),
        me(lab, kept.token),
      ]);
      lab.checks.push({
        name: 'the logged-out token stays refused after the Redis restart',
        ok: stillRevoked.status === '401',
        detail: `GET /api/auth/me ${stillRevoked.status} (a live token: ${stillKept.status})`,
      });
    },
  };
}

function summarize(statuses: string[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}×${n}`).join(' ');
}

/** In turn, as the issue lists them; `quick` keeps the replica kill and the Redis restart. */
export function experiments(quick: boolean): Experiment[] {
  const kill = signalReplica('contact', 0, 'SIGKILL');
  const redis = restartRedis(3000);
  if (quick) return [kill, redis];
  return [
    kill,
    signalReplica('auth', 0, 'SIGTERM'),
    restartServer('nats', 'restart NATS', 500, ['contact', 'register', 'me']),
    redis,
    restartServer('mongo', 'stop the Mongo-wire server for 5 s', 5000, ['contact', 'register']),
    pauseReplica('contact', 1),
  ];
}
