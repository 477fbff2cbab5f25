import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '@rapport/contracts';
import { request as busRequest, type Bus } from '@rapport/kit';

/** `GET /healthz`: 200 only when every required service answers its health subject within 1 s. */
export function registerHealth(app: FastifyInstance, bus: Bus, services: ServiceName[]): void {
  app.get('/healthz', async (req, reply) => {
    const results = await Promise.all(
      services.map(async (service) => {
        const env = await busRequest(
          bus,
          bus.names.health(service),
          {},
          { requestId: String(req.id) },
          1000,
        );
        return [service, env.ok ? 'ok' : env.error.message] as const;
      }),
    );
    const healthy = results.every(([, status]) => status === 'ok');
    reply.header('cache-control', 'no-store');
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'degraded', services: Object.fromEntries(results) });
  });
}
