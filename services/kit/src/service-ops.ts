import type { BaseConfig } from './config';
import { busConnected, type Bus } from './bus';
import type { Logger } from './logger';
import { watchConsumerLag } from './metrics';
import { startOpsServer, type Readiness } from './ops-server';
import type { DependencyCheck } from './rpc';

export interface ServiceOps {
  /** The ops server's address; none when OPS_PORT is unset. */
  url?: string;
  /** From now on /readyz answers 503 (the service is draining). */
  markStopping(): void;
  close(): Promise<void>;
}

/**
 * A service's ops port: `/readyz` is 200 while NATS is connected and Mongo and Redis answer
 * the same pings as the health reply (500 ms each), 503 once the service stops; `/metrics`
 * includes the lag of the service's durable consumers.
 */
export async function startServiceOps(
  config: Pick<BaseConfig, 'OPS_PORT' | 'OPS_HOST'>,
  service: string,
  bus: Bus,
  log: Logger,
  dependencies: DependencyCheck,
): Promise<ServiceOps> {
  const lag = watchConsumerLag(bus, service);
  let stopping = false;
  const ready = async (): Promise<Readiness> => {
    if (stopping) return { ready: false, detail: { service, stopping: true } };
    const deps = { nats: busConnected(bus.nc) ? 'ok' : 'unreachable', ...(await dependencies()) };
    return { ready: Object.values(deps).every((s) => s === 'ok'), detail: { service, ...deps } };
  };
  const server =
    config.OPS_PORT === undefined
      ? undefined
      : await startOpsServer({ port: config.OPS_PORT, host: config.OPS_HOST, ready, log });
  return {
    url: server?.url,
    markStopping: () => void (stopping = true),
    async close() {
      lag.stop();
      await server?.close();
    },
  };
}
