import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';
import { collectProcessMetrics, metricsRegistry } from './metrics';
import { withTimeout } from './redis';

/** Whether the process should get traffic, and what each dependency said. */
export interface Readiness {
  ready: boolean;
  /** e.g. `{ nats: 'ok', mongo: 'unreachable', redis: 'ok' }`, or the gateway's /readyz body. */
  detail: Record<string, unknown>;
}

export interface OpsServerOptions {
  /** 0: a free port (tests); the caller decides whether to start one at all (OPS_PORT unset). */
  port: number;
  host: string;
  ready: () => Promise<Readiness>;
  log: Logger;
}

export interface OpsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The longest a probe or a scrape waits before it is answered (503 or what was gathered). */
const OPS_ANSWER_MS = 2_000;

/**
 * The operations port (OPS_PORT): `/livez` (200 while the process runs), `/readyz` (200 when
 * it should get traffic, else 503 saying why) and `/metrics` (Prometheus text). Kept off the
 * public port: the gateway's is reachable from the internet.
 */
export async function startOpsServer(opts: OpsServerOptions): Promise<OpsServer> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    void answer(req, res, opts).catch((err: unknown) => {
      opts.log.error({ err, url: req.url }, 'ops request failed');
      if (!res.headersSent) send(res, 500, 'application/json', '{"status":"error"}');
      else res.destroy();
    });
  });
  server.requestTimeout = 5_000;
  server.headersTimeout = 5_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `OPS_PORT ${opts.port} on ${opts.host} is taken (another process of this host?): ` +
                'set OPS_PORT=0 for a free port, or leave it empty for no ops server',
            )
          : err,
      ),
    );
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  const url = `http://${host}:${port}`;
  opts.log.info({ url }, 'ops server listening (/livez, /readyz, /metrics)');
  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  opts: OpsServerOptions,
): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, 'application/json', '{"error":"Only GET and HEAD are served here."}');
  }
  if (path === '/livez') return send(res, 200, 'application/json', '{"status":"ok"}');
  if (path === '/readyz') {
    const state = await withTimeout(opts.ready(), OPS_ANSWER_MS, {
      ready: false,
      detail: { error: `the readiness check took longer than ${OPS_ANSWER_MS} ms` },
    });
    const body = { status: state.ready ? 'ok' : 'not ready', ...state.detail };
    return send(res, state.ready ? 200 : 503, 'application/json', JSON.stringify(body));
  }
  if (path === '/metrics') {
    return send(res, 200, metricsRegistry.contentType, await metricsRegistry.metrics());
  }
  return send(res, 404, 'application/json', '{"error":"Not found: /livez, /readyz, /metrics."}');
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
