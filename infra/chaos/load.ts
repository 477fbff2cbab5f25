import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a request is: a write the suite later looks for in the owning service's database, or a read. */
export type OpKind = 'contact' | 'register' | 'me';

/** One HTTP attempt: its HTTP status, or 'timeout' / 'network' when none came back. */
export interface Attempt {
  kind: OpKind;
  sentAt: number;
  doneAt: number;
  status: string;
  /** The error message of a failed attempt, as the screens would show it. */
  error?: string;
}

export interface WriteRecord {
  kind: 'contact' | 'register';
  /** The Idempotency-Key, also written into the data so the stored copies can be counted. */
  key: string;
  email: string;
  attempts: Attempt[];
  /** 'ack': some attempt answered 2xx; 'refused': a 4xx that retrying cannot change; 'gave-up'. */
  outcome?: 'ack' | 'refused' | 'gave-up';
  /** From the acknowledgement: the stored id (contact) or the account and its token (register). */
  id?: string;
  token?: string;
}

export const isSuccess = (status: string) => /^2\d\d$/.test(status);

function attempt(kind: OpKind, sentAt: number, answer: Answer): Attempt {
  const done: Attempt = { kind, sentAt, doneAt: Date.now(), status: answer.status };
  if (!isSuccess(answer.status) && typeof answer.body.error === 'string')
    done.error = `${answer.body.error}${typeof answer.body.code === 'string' ? ` (${answer.body.code})` : ''}`;
  return done;
}
/**
 * Worth retrying with the same key: no answer, a timeout, overload, a server-side failure, or
 * the service saying the first request with this key is still running (409
 * idempotency_key_in_progress: its answer will be replayed once it is done).
 */
const retryable = ({ status, body }: Answer) =>
  status === 'timeout' ||
  status === 'network' ||
  status === '408' ||
  status === '429' ||
  /^5/.test(status) ||
  (status === '409' && body.code === 'idempotency_key_in_progress');

export interface LoadOptions {
  baseUrl: string;
  /** Concurrent clients: about 60 % post the contact form, 20 % register, 20 % register and then use their session. */
  clients: number;
  /** Each attempt is abandoned after this (it must be above the gateway's RPC timeout). */
  requestTimeoutMs: number;
  /** A write is retried with its key until this long after its first attempt. */
  giveUpMs: number;
  /** Prefix of every key: the experiment's name and the run's id. */
  tag: string;
}

interface Answer {
  status: string;
  body: Record<string, unknown>;
}

/** One HTTP call with a deadline; never throws. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; key?: string; timeoutMs: number },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['idempotency-key'] = opts.key;
  try {
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { raw: text };
    }
    return { status: String(res.status), body };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    return { status: name === 'TimeoutError' ? 'timeout' : 'network', body: {} };
  }
}

export function contactBody(key: string) {
  return {
    name: 'Chaos Client',
    email: `chaos-${key}@example.com`,
    organization: key,
    message: `Fault-injection message ${key}`,
  };
}

export function registrationBody(key: string) {
  return {
    firstName: 'Chaos',
    lastName: 'Client',
    email: `chaos-${key}@example.com`,
    password: `Pw-${randomBytes(8).toString('hex')}-chaos`,
    role: 'client' as const,
  };
}

/**
 * Bounded load of distinct writes, each with its own Idempotency-Key and retried with that
 * same key until it is acknowledged, refused or given up. Every attempt is recorded.
 */
export class Load {
  readonly writes: WriteRecord[] = [];
  readonly reads: Attempt[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private counter = 0;

  constructor(private readonly opts: LoadOptions) {}

  /** Every attempt, writes' and reads'. */
  attempts(): Attempt[] {
    return [...this.writes.flatMap((w) => w.attempts), ...this.reads];
  }

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.opts.clients }, (_, i) => this.client(i));
  }

  /** Stops starting new work and waits for the writes under way (with their retries) to end. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async client(index: number): Promise<void> {
    const role = index % 5 < 3 ? 'contact' : index % 5 === 3 ? 'register' : 'session';
    while (this.running) {
      if (role === 'contact') await this.write('contact');
      else {
        const account = await this.write('register');
        if (role === 'session' && account.token) {
          for (let i = 0; i < 3 && this.running; i++) await this.read(account.token);
        }
      }
      await sleep(50 + Math.random() * 100);
    }
  }

  private async read(token: string): Promise<void> {
    const sentAt = Date.now();
    const answer = await call(this.opts.baseUrl, 'GET', '/api/auth/me', {
      token,
      timeoutMs: this.opts.requestTimeoutMs,
    });
    this.reads.push(attempt('me', sentAt, answer));
  }

  async write(kind: 'contact' | 'register'): Promise<WriteRecord> {
    const key = `${this.opts.tag}-${(this.counter++).toString(36)}`;
    const body = kind === 'contact' ? contactBody(key) : registrationBody(key);
    const record: WriteRecord = { kind, key, email: body.email.toLowerCase(), attempts: [] };
    this.writes.push(record);
    const path = kind === 'contact' ? '/api/contact' : '/api/auth/register';
    const first = Date.now();
    for (;;) {
      const sentAt = Date.now();
      const answer = await call(this.opts.baseUrl, 'POST', path, {
        body,
        key,
        timeoutMs: this.opts.requestTimeoutMs,
      });
      record.attempts.push(attempt(kind, sentAt, answer));
      if (isSuccess(answer.status)) {
        record.outcome = 'ack';
        const user = answer.body.user as { id?: string } | undefined;
        record.id = kind === 'contact' ? String(answer.body.id) : user?.id;
        if (typeof answer.body.token === 'string') record.token = answer.body.token;
        return record;
      }
      if (!retryable(answer)) {
        record.outcome = 'refused';
        return record;
      }
      if (Date.now() - first > this.opts.giveUpMs) {
        record.outcome = 'gave-up';
        return record;
      }
      await sleep(250);
    }
  }
}
