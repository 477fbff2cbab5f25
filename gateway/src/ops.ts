import { busConnected, startOpsServer } from '@rapport/kit';
import type { Bus, Logger, OpsServer } from '@rapport/kit';
import type { GatewayConfig } from './config';
import { servicesReadiness } from './health';

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
      const { healthy, services } = await servicesReadiness(
        bus,
        config.HEALTH_SERVICES,
        'ops-readyz',
      );
      const nats = busConnected(bus.nc) ? 'ok' : 'unreachable';
      return { ready: nats === 'ok' && healthy, detail: { nats, services } };
    },
  });
}
