import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { NatsConnection } from 'nats';
import type { Redis } from 'ioredis';
import type { Logger } from '@rapport/kit';
import type { GatewayConfig } from './config';
import { registerOperationRoutes } from './routes';
import { registerHealth } from './health';
import { buildOpenApi } from './openapi';
import { registerWebApp } from './web-app';
import { registerVoiceSocket } from './voice-socket';

export interface GatewayDeps {
  config: GatewayConfig;
  nc: NatsConnection;
  redis: Redis;
  log: Logger;
}

/** Builds the gateway: validate, authenticate, forward over NATS, map the envelope to HTTP. */
export async function buildGateway({
  config,
  nc,
  redis,
  log,
}: GatewayDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Per-request lines only when debugging: the hot path stays quiet in production.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });

  // Bad JSON, wrong content types and oversized bodies become a clear 4xx, never a 500.
  app.setErrorHandler(
    (err: { statusCode?: number; code?: string; message: string }, req, reply) => {
      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'unhandled gateway error');
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        err instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : status === 500
            ? 'Something went wrong on our side. Please try again.'
            : err.message;
      return reply
        .code(status)
        .send({ error: message, code: err.code ?? (status === 500 ? 'internal' : 'bad_request') });
    },
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.CORS_ORIGINS.includes(origin)),
    credentials: true,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis,
    nameSpace: 'gateway:rate:',
    skipOnError: true,
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      code: 'rate_limited',
    }),
  });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  // Built once: the table does not change while the process runs (building it takes ~15 ms).
  const openApi = buildOpenApi();
  app.get('/api/docs', async () => openApi);
  registerHealth(app, nc, config.HEALTH_SERVICES);
  registerOperationRoutes(app, { nc, redis, config });
  registerVoiceSocket(app, config.CORS_ORIGINS, {
    nc,
    redis,
    jwtSecret: config.JWT_SECRET,
    rpcTimeoutMs: config.RPC_TIMEOUT_MS,
  });
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
