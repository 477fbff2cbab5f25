/**
 * `make chaos` (issue 13): the whole system, two replicas of every service, under bounded
 * load while its parts are killed, paused and restarted in turn. One row per experiment:
 * writes attempted / acknowledged / persisted / lost / duplicated, events published /
 * consumed, errors by status, time to recover. Exits 1 when a target is missed.
 *
 *   tsx infra/chaos/main.ts           every experiment (about 5 minutes)
 *   tsx infra/chaos/main.ts --quick   SIGKILL a replica and restart Redis (about 1–2 minutes)
 *
 * Runs the built processes (`make build`), on free loopback ports, with its data under
 * .data/chaos/<run>/ (logs included); stops everything it started, also on failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../test-harness/readiness';
import { launchSystem, repoRoot, waitForHealthy, type System } from '../system/launcher';
import { systemEnv } from '../system/env';
import { ControlledServer, kinds } from './servers';
import { Load, isSuccess, type OpKind, type WriteRecord } from './load';
import { Ledger } from './verify';
import { experiments, type Experiment, type Lab } from './experiments';
import { allTargetsMet, renderReport, type Check, type Row } from './report';

const RPC_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = RPC_TIMEOUT_MS + 2000;
const CLIENTS = 10;
/** Load before the fault, and at least after it ends. */
const WARM_MS = 2000;
const AFTER_MS = 3000;
/** How long the load may wait for a first success after the fault. */
const RECOVERY_WAIT_MS = 20_000;
/** How long events owed may take to reach the projection (a killed consumer's ack wait is 30 s). */
const EVENTS_WAIT_MS = 45_000;

const log = (line: string) => process.stderr.write(`[chaos] ${line}\n`);

function recoveryOf(load: Load, faultEnd: number, affected: OpKind[]): number | undefined {
  const after = load
    .attempts()
    .filter((a) => affected.includes(a.kind) && a.sentAt >= faultEnd && isSuccess(a.status));
  return after.length === 0 ? undefined : Math.min(...after.map((a) => a.doneAt)) - faultEnd;
}

/** "a×2, b×1": how often each value occurs. */
function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v} ×${n}`).join(', ');
}

async function runExperiment(lab: Lab, ledger: Ledger, exp: Experiment): Promise<Row> {
  lab.notes = [];
  const notes = lab.notes;
  await waitForHealthy(lab.baseUrl, 60_000).catch(() =>
    notes.push('the system was not healthy when the experiment started'),
  );
  log(`${exp.name}: load on, fault in ${WARM_MS / 1000} s`);
  const load = new Load({
    baseUrl: lab.baseUrl,
    clients: CLIENTS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    giveUpMs: 20_000,
    tag: `${lab.tag}-${exp.short}`,
  });
  load.start();
  let faultEnd = Date.now();
  try {
    await sleep(WARM_MS);
    faultEnd = await exp.inject(lab);
    const deadline = faultEnd + RECOVERY_WAIT_MS;
    while (recoveryOf(load, faultEnd, exp.affected) === undefined && Date.now() < deadline)
      await sleep(100);
    await sleep(AFTER_MS);
  } catch (err) {
    notes.push(
      `the fault could not be injected: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    await load.stop();
  }
  await exp.after?.(lab);
  log(`${exp.name}: load off (${load.writes.length} writes), checking the databases`);
  return measure(ledger, exp, load, faultEnd, notes);
}

async function measure(
  ledger: Ledger,
  exp: Experiment,
  load: Load,
  faultEnd: number,
  notes: string[],
): Promise<Row> {
  const contact = load.writes.filter((w) => w.kind === 'contact');
  const register = load.writes.filter((w) => w.kind === 'register');
  const copies = await ledger.contactCopies(contact.map((w) => w.key));
  const accounts = await ledger.accounts(register.map((w) => w.email));
  const idsOf = (w: WriteRecord) =>
    (w.kind === 'contact' ? copies.get(w.key) : accounts.get(w.email)?.ids) ?? [];
  const stored = (w: WriteRecord) => idsOf(w).length;
  // An acknowledgement names what was stored (the message's or the account's id): one that
  // names nothing stored is as lost as one with nothing stored.
  const kept = (w: WriteRecord) => w.id !== undefined && idsOf(w).includes(w.id);

  const owed = [...accounts.values()].filter((a) => a.role !== 'therapist').flatMap((a) => a.ids);
  const consumed = await ledger.waitForProjection(owed, EVENTS_WAIT_MS);
  const published = await ledger.publishedRegistrations();

  const errors: Record<string, number> = {};
  for (const a of load.attempts())
    if (!isSuccess(a.status)) errors[a.status] = (errors[a.status] ?? 0) + 1;
  const acked = load.writes.filter((w) => w.outcome === 'ack');
  const unacked = load.writes.filter((w) => w.outcome !== 'ack' && stored(w) > 0);
  if (unacked.length > 0) {
    const how = tally(unacked.map((w) => `${w.kind} ${w.attempts.map((a) => a.status).join('→')}`));
    notes.push(`stored although the client never got a success (same-key retries): ${how}`);
  }
  const doubled = load.writes.filter((w) => stored(w) > 1);
  if (doubled.length > 0) {
    const shown = doubled
      .slice(0, 3)
      .map((w) => `${w.key} ×${stored(w)} (${w.attempts.map((a) => a.status).join('→')})`);
    notes.push(`stored more than once: ${shown.join(', ')}`);
  }
  const misnamed = acked.filter((w) => !kept(w) && stored(w) > 0);
  if (misnamed.length > 0)
    notes.push(
      `${misnamed.length} acknowledged with an id that is not the stored one (counted lost)`,
    );
  const missing = owed.filter((id) => !consumed.has(id));
  if (missing.length > 0) {
    const shown = missing
      .slice(0, 5)
      .map((id) => `${id} (${published.has(id) ? 'in the stream' : 'never published'})`);
    notes.push(
      `user.registered not in client_accounts after ${EVENTS_WAIT_MS / 1000} s: ${shown.join(', ')}`,
    );
  }
  const messages = load
    .attempts()
    .filter((a) => a.error)
    .map((a) => `${a.status} ${a.kind} "${a.error}"`);
  if (messages.length > 0) notes.push(`failures said: ${tally(messages)}`);
  const gaveUp = load.writes.filter((w) => w.outcome === 'gave-up').length;
  if (gaveUp > 0) notes.push(`${gaveUp} writes given up after 20 s of retries`);
  return {
    experiment: exp.name,
    attempted: load.writes.length,
    acknowledged: acked.length,
    persisted: load.writes.filter((w) => stored(w) > 0).length,
    lost: acked.filter((w) => !kept(w)).length,
    duplicated: load.writes.filter((w) => stored(w) > 1).length,
    eventsExpected: owed.length,
    eventsPublished: owed.filter((id) => published.has(id)).length,
    eventsConsumed: owed.filter((id) => consumed.has(id)).length,
    errors,
    recoveryMs: recoveryOf(load, faultEnd, exp.affected),
    notes,
  };
}

async function main(): Promise<number> {
  const quick = process.argv.includes('--quick');
  const began = Date.now();
  const run = `c${began.toString(36)}`;
  const baseDir = path.join(repoRoot, '.data', 'chaos', run);
  const servers: ControlledServer[] = [];
  let system: System | undefined;
  let ledger: Ledger | undefined;
  const supervisorLog: string[] = [];

  // No process of ours outlives the run: killed synchronously if the script ends abruptly.
  const killAll = () => {
    for (const s of servers) s.killNow();
    for (const sup of system ? [...system.services.values()].flat().concat(system.gateway) : [])
      sup.current?.child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stopAll = async () => {
    await ledger?.close();
    await system?.stop();
    await Promise.allSettled(servers.map((s) => s.stop()));
  };
  // Ctrl-C / SIGTERM: a launch under way stops what it started; everything else stops now.
  const interrupted = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping every process of the run`);
    interrupted.abort(new Error('interrupted'));
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`run ${run}: data and logs in ${path.relative(repoRoot, baseDir)}`);
    const started = await Promise.allSettled(
      [kinds.nats, kinds.redis, kinds.mongo].map((kind) => ControlledServer.start(kind, baseDir)),
    );
    for (const r of started) if (r.status === 'fulfilled') servers.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [nats, redis, mongo] = servers as [ControlledServer, ControlledServer, ControlledServer];
    const urls = {
      natsUrl: `nats://127.0.0.1:${nats.port}`,
      redisUrl: `redis://127.0.0.1:${redis.port}`,
      mongoUrl: `mongodb://127.0.0.1:${mongo.port}`,
    };
    const env = systemEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      MONGO_URL: urls.mongoUrl,
      REDIS_URL: urls.redisUrl,
      NATS_URL: urls.natsUrl,
      MONGO_DB_PREFIX: 'chaos_',
      REDIS_PREFIX: 'chaos:',
      BUS_PREFIX: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(baseDir, 'no-web-app'),
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      RATE_LIMIT_MAX: '1000000',
    });
    const port = await freePort();
    log('starting two replicas of every service and the gateway (built: make build)');
    system = await launchSystem({
      env,
      port,
      replicas: 2,
      built: true,
      logDir: path.join(baseDir, 'logs'),
      log: (line) => {
        supervisorLog.push(line);
        log(line);
      },
      signal: interrupted.signal,
      startTimeoutMs: 120_000,
    });
    log(`system up at ${system.baseUrl} after ${((Date.now() - began) / 1000).toFixed(0)} s`);
    ledger = await Ledger.open(urls, 'chaos_');

    const lab: Lab = {
      baseUrl: system.baseUrl,
      system,
      servers: { nats, redis, mongo },
      rpcTimeoutMs: RPC_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      tag: run,
      checks: [] as Check[],
      notes: [],
    };
    const rows: Row[] = [];
    for (const exp of experiments(quick)) {
      interrupted.signal.throwIfAborted();
      rows.push(await runExperiment(lab, ledger, exp));
    }
    const seconds = (Date.now() - began) / 1000;
    const ok = allTargetsMet(rows, lab.checks);
    process.stdout.write(
      `\n## Fault injection (${quick ? 'quick' : 'full'}), ${seconds.toFixed(0)} s\n\n` +
        `${renderReport(rows, lab.checks)}\n\n` +
        `Targets: 0 acknowledged writes lost, 0 events lost, 0 duplicates with same-key ` +
        `retries, recovery < 3 s, the checks above. ${ok ? 'All met.' : 'MISSED.'}\n` +
        `Logs: ${path.relative(repoRoot, baseDir)}/logs\n`,
    );
    return ok ? 0 : 1;
  } finally {
    await stopAll();
    process.removeListener('exit', killAll);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `make chaos failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(2);
  },
);
