import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { freePort, type TestServers } from '../infra/test-harness/servers';
import {
  repoRoot,
  startProcess,
  stopProcess,
  waitForHealthy,
  type Proc,
} from '../infra/system/launcher';
import { systemEnv } from '../infra/system/env';
import { childServers, cpuMeter, type CpuShares } from './cpu';
import { load, type LoadResult } from './load';

/**
 * Issue 15: how throughput grows with replicas, and what one bus hop costs, measured in
 * interleaved rounds (A, B, A, B…) because single sequential runs on this shared 2-core
 * machine swung from 0.48 to 1.34. Each round reports where the CPU went, so each figure
 * says what limited it.
 *
 * - read: GET /api/get-assessment-questions (client-profile, one Mongo query);
 * - write: POST /api/contact (contact: validation, one insert, the event published);
 * - replicas: 1 or 2 of both services behind one gateway; between rounds replica 2 of each is
 *   stopped (drained) or started again and waited for on its ops port's /readyz;
 * - bus vs in-process: the write through gateway → NATS → contact (1 replica) against the same
 *   handler mounted in one Fastify process (bench/direct-server.ts);
 * - the database alone: the write's Mongo commands from 10 loops, no Node service between.
 */
const ROUNDS = Number(process.env.SCALING_ROUNDS ?? 5);
const SECONDS = Number(process.env.SCALING_SECONDS ?? 4);
const CONNECTIONS = 10;

const write = {
  method: 'POST',
  body: { name: 'Bench', email: 'bench@example.org', message: 'Measuring replicas.' },
};

interface Replica {
  name: string;
  entry: string;
  opsUrl: string;
  env: NodeJS.ProcessEnv;
  proc?: Proc;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url}/readyz not 200 after ${timeoutMs} ms`);
}

export async function scalingBench(servers: TestServers): Promise<void> {
  const logDir = path.join(repoRoot, '.data', 'bench-logs');
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    MONGO_DB_PREFIX: 'bench_scale_',
    HEALTH_SERVICES: 'contact,client-profile',
  });
  const replica = async (service: string, i: number): Promise<Replica> => {
    const opsPort = await freePort();
    return {
      name: `${service}-${i}`,
      entry: path.join('services', service, 'src', 'main.ts'),
      opsUrl: `http://127.0.0.1:${opsPort}`,
      env: { ...env, OPS_PORT: String(opsPort) },
    };
  };
  const start = async (r: Replica) => {
    r.proc = startProcess(r.name, r.entry, { env: r.env, logDir });
    await waitReady(r.opsUrl);
  };
  const stop = async (r: Replica) => {
    if (r.proc) await stopProcess(r.proc);
    r.proc = undefined;
  };
  const first = [await replica('contact', 1), await replica('client-profile', 1)];
  const second = [await replica('contact', 2), await replica('client-profile', 2)];
  const gatewayPort = await freePort();
  const base = `http://127.0.0.1:${gatewayPort}`;
  const directPort = await freePort();
  const direct = `http://127.0.0.1:${directPort}`;
  let gateway: Proc | undefined;
  let directProc: Proc | undefined;
  const load0 = loadavg();
  try {
    await Promise.all(first.map(start));
    gateway = startProcess('gateway', 'gateway/src/main.ts', {
      env: { ...env, PORT: String(gatewayPort) },
      logDir,
    });
    directProc = startProcess('direct', 'bench/direct-server.ts', {
      env: { ...env, PORT: String(directPort) },
      logDir,
    });
    await waitForHealthy(base, 60_000);
    await waitForHealthy(direct, 60_000);
    const serverPids = childServers();
    const pids = () => ({
      gateway: gateway?.child.pid ? [gateway.child.pid] : [],
      'contact replicas': [...first, ...second]
        .filter((r) => r.name.startsWith('contact') && r.proc?.child.pid)
        .map((r) => r.proc!.child.pid!),
      'client-profile replicas': [...first, ...second]
        .filter((r) => r.name.startsWith('client-profile') && r.proc?.child.pid)
        .map((r) => r.proc!.child.pid!),
      'direct server': directProc?.child.pid ? [directProc.child.pid] : [],
      'nats-server': [...serverPids].filter(([n]) => n.startsWith('nats')).map(([, p]) => p),
      ferretdb: [...serverPids].filter(([n]) => n.startsWith('ferretdb')).map(([, p]) => p),
      redis: [...serverPids].filter(([n]) => n.startsWith('redis')).map(([, p]) => p),
    });
    const measure = async (
      label: string,
      url: string,
      opts: Parameters<typeof load>[2] = {},
    ): Promise<{ result: LoadResult; cpu: CpuShares }> => {
      const meter = cpuMeter(pids());
      const result = await load(label, url, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        ...opts,
      });
      return { result, cpu: meter.stop() };
    };
    const readUrl = `${base}/api/get-assessment-questions`;
    const writeUrl = `${base}/api/contact`;
    // Warm-up: JIT, connection pools, the stream.
    await load('warm-up', readUrl, { seconds: 2 });
    await load('warm-up', writeUrl, { ...write, seconds: 2 });
    await load('warm-up', `${direct}/api/contact`, { ...write, seconds: 2 });

    const rows: { round: number; kind: string; r: LoadResult; cpu: CpuShares }[] = [];
    // Replicas: A = 1 replica, B = 2 replicas, alternating; replica 2 stopped or started between.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const replicas of [1, 2]) {
        if (replicas === 2) await Promise.all(second.map(start));
        const read = await measure(`read, ${replicas} replica(s)`, readUrl);
        const wr = await measure(`write, ${replicas} replica(s)`, writeUrl, write);
        rows.push({ round, kind: `read ×${replicas}`, r: read.result, cpu: read.cpu });
        rows.push({ round, kind: `write ×${replicas}`, r: wr.result, cpu: wr.cpu });
        if (replicas === 2) await Promise.all(second.map(stop));
      }
    }
    // Bus vs in-process: A = gateway → NATS → contact, B = the handler in one process.
    for (let round = 1; round <= ROUNDS; round++) {
      const bus = await measure('write via bus', writeUrl, write);
      const inProcess = await measure('write in-process', `${direct}/api/contact`, write);
      rows.push({ round, kind: 'write via bus', r: bus.result, cpu: bus.cpu });
      rows.push({ round, kind: 'write in-process', r: inProcess.result, cpu: inProcess.cpu });
      // The database's own ceiling for the write's commands, with no Node service in between.
      const meter = cpuMeter(pids());
      const db = await mongoWrites(servers.mongoUrl, SECONDS);
      rows.push({ round, kind: 'Mongo commands alone', r: db, cpu: meter.stop() });
    }
    report(rows, load0);
  } finally {
    await Promise.all(second.map(stop));
    await Promise.all(first.map(stop));
    if (gateway) await stopProcess(gateway);
    if (directProc) await stopProcess(directProc);
  }
}

/**
 * What the contact write asks of the database (insert, find by id, update by id), straight
 * from 10 concurrent loops in this process for `seconds`: the FerretDB ceiling of the write.
 * Counted in writes (three commands each), like the HTTP figures.
 */
async function mongoWrites(url: string, seconds: number): Promise<LoadResult> {
  const client = await MongoClient.connect(url, { maxPoolSize: CONNECTIONS });
  const col = client
    .db('bench_scale_ceiling')
    .collection<{ name: string; outbox: { id: string }[] }>('writes');
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const t0 = performance.now();
          try {
            const { insertedId } = await col.insertOne({ name: 'Bench', outbox: [{ id: 'e' }] });
            await col.findOne({ _id: insertedId });
            await col.updateOne({ _id: insertedId }, { $pull: { outbox: { id: 'e' } } });
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
  } finally {
    await client.close();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    label: 'Mongo commands alone',
    requestsPerSec: latencies.length / seconds,
    p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    mean: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    errors,
    non2xx: 0,
  };
}

function report(
  rows: { round: number; kind: string; r: LoadResult; cpu: CpuShares }[],
  load0: number[],
): void {
  const of = (kind: string) => rows.filter((x) => x.kind === kind);
  const rps = (kind: string) => of(kind).map((x) => x.r.requestsPerSec);
  const ratios = (a: string, b: string) => rps(a).map((v, i) => v / rps(b)[i]!);
  const out: string[] = [];
  out.push(
    `\n${ROUNDS} interleaved rounds of ${SECONDS} s per figure, ${CONNECTIONS} connections; ` +
      `load average before ${load0.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )} (2 cores shared by the load generator, gateway, nats-server, services, FerretDB and whatever else runs)\n`,
  );
  out.push(
    '| figure | median req/s | req/s per round | median p50 ms | errors | non-2xx | CPU in cores (median): machine · biggest users |',
  );
  out.push('|---|---|---|---|---|---|---|');
  for (const kind of [
    'read ×1',
    'read ×2',
    'write ×1',
    'write ×2',
    'write via bus',
    'write in-process',
    'Mongo commands alone',
  ]) {
    const xs = of(kind);
    const names = Object.keys(xs[0]?.cpu.byName ?? {});
    const cpuBy = names
      .map((n) => [n, median(xs.map((x) => x.cpu.byName[n] ?? 0))] as const)
      .filter(([, v]) => v >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([n, v]) => `${n} ${v.toFixed(2)}`)
      .join(', ');
    out.push(
      `| ${kind} | ${median(rps(kind)).toFixed(0)} | ${rps(kind)
        .map((v) => v.toFixed(0))
        .join(' ')} | ${median(xs.map((x) => x.r.p50)).toFixed(1)} | ${xs.reduce(
        (a, x) => a + x.r.errors,
        0,
      )} | ${xs.reduce((a, x) => a + x.r.non2xx, 0)} | ${median(
        xs.map((x) => x.cpu.machineCores),
      ).toFixed(2)} · ${cpuBy} |`,
    );
  }
  const line = (label: string, r: number[]) =>
    `${label}: median ${median(r).toFixed(2)}, spread ${spread(r)} over ${r.length} round pairs`;
  out.push('');
  out.push(line('read, 2 replicas / 1 replica', ratios('read ×2', 'read ×1')));
  out.push(line('write, 2 replicas / 1 replica', ratios('write ×2', 'write ×1')));
  out.push(line('write, bus / in-process', ratios('write via bus', 'write in-process')));
  out.push(
    'A figure is limited by the CPU when the machine column is near 2 cores: then a second ' +
      'replica only takes cores from the gateway, NATS and FerretDB, and throughput cannot grow.',
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

// `tsx bench/scaling.ts`: this run alone, on servers of its own.
if (require.main === module) {
  void (async () => {
    const { startLocalServers } = await import('../infra/test-harness/servers');
    const servers = await startLocalServers();
    try {
      await scalingBench(servers);
    } finally {
      await servers.stop();
    }
  })().catch((err: unknown) => {
    process.stderr.write(`scaling bench failed: ${String(err)}\n`);
    process.exit(1);
  });
}
