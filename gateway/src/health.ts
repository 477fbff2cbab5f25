import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Envelope, ServiceName } from '@rapport/contracts';
import { request as busRequest, type Bus } from '@rapport/kit';

/** How long each service has to answer its health subject. */
const HEALTH_TIMEOUT_MS = 1000;

/**
 * One service's readiness from its health reply: 'ok', or why not — it did not answer, or a
 * dependency it reported (Mongo, Redis) is unreachable.
 */
export function serviceStatus(service: ServiceName, env: Envelope<unknown>): string {
  if (!env.ok) return env.error.message;
  const deps = (env.data as { dependencies?: Record<string, string> } | undefined)?.dependencies;
  const down = Object.entries(deps ?? {})
    .filter(([, status]) => status !== 'ok')
    .map(([name]) => name);
  return down.length === 0 ? 'ok' : `The ${service} service cannot reach ${down.join(' and ')}.`;
}

/** Each required service's readiness, asked on its health subject (1 s each, side by side). */
export async function servicesReadiness(
  bus: Bus,
  services: readonly ServiceName[],
  requestId: string,
): Promise<{ healthy: boolean; services: Record<string, string> }> {
  const results = await Promise.all(
    services.map(async (service) => {
      const env = await busRequest(
        bus,
        bus.names.health(service),
        {},
        { requestId },
        HEALTH_TIMEOUT_MS,
        { readOnly: true },
      );
      return [service, serviceStatus(service, env)] as const;
    }),
  );
  return {
    healthy: results.every(([, status]) => status === 'ok'),
    services: Object.fromEntries(results),
  };
}

/**
 * `GET /livez`: 200 while the process runs (restart it when this fails).
 * `GET /readyz` and `GET /healthz` (its older name): 200 only when every required service
 * answers its health subject within 1 s and reports its Mongo and Redis reachable; else 503
 * naming each service that is not ready and why (take the instance out of rotation).
 */
export function registerHealth(app: FastifyInstance, bus: Bus, services: ServiceName[]): void {
  app.get('/livez', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  const ready = async (req: { id: unknown }, reply: FastifyReply) => {
    const { healthy, services: statuses } = await servicesReadiness(bus, services, String(req.id));
    reply.header('cache-control', 'no-store');
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'degraded', services: statuses });
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}
