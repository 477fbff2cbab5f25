import { busConnected, request as busRequest, startOpsServer } from '@rapport/kit';
import type { Bus, Logger, OpsServer } from '@rapport/kit';
import type { GatewayConfig } from './config';
import { serviceStatus } from './health';

/** How long each service has to answer its health subject (as the public /readyz). */
const HEALTH_TIMEOUT_MS = 1000;

/**
 * The gateway's ops port (OPS_PORT, not the public one): `/livez`, `/readyz` — ready when the
 * gateway's NATS connection is up and every required service answers its health subject with
 * Mongo and Redis reachable, the public /readyz's rule — and `/metrics`. Undefined when
 * OPS_PORT is unset.
 */
export async function startGatewayOps(
  config: Pick<GatewayConfig, 'OPS_PORT' | 'OPS_HOST' | 'HEALTH_SERVICES'>,
  bus: Bus,
  log: Logger,
): Promise<OpsServer | undefined> {
  if (config.OPS_PORT === undefined) return undefined;
  return startOpsServer({
    port: config.OPS_PORT,
    host: config.OPS_HOST,
    log,
    ready: async () => {
      const results = await Promise.all(
        config.HEALTH_SERVICES.map(async (service) => {
          const env = await busRequest(
            bus,
            bus.names.health(service),
            {},
            { requestId: 'ops-readyz' },
            HEALTH_TIMEOUT_MS,
            { readOnly: true },
          );
          return [service, serviceStatus(service, env)] as const;
        }),
      );
      const nats = busConnected(bus.nc) ? 'ok' : 'unreachable';
      const ready = nats === 'ok' && results.every(([, status]) => status === 'ok');
      return { ready, detail: { nats, services: Object.fromEntries(results) } };
    },
  });
}
