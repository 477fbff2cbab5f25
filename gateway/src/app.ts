import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { Redis } from 'ioredis';
import type { Bus, Logger } from '@rapport/kit';
import type { GatewayConfig } from './config';
import { registerOperationRoutes } from './routes';
import { registerHealth } from './health';
import { registerHttpObservability } from './metrics';
import { buildOpenApi } from './openapi';
import { registerWebApp } from './web-app';
import { registerVoiceSocket } from './voice-socket';
import { errorReply, registerCrossSiteCheck, registerJsonParser } from './http-guards';

/**
 * The largest legitimate request: a saved voice session or an assessment is a few tens of KB
 * of text; the contract's text limits keep every body well under this.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * The largest legitimate socket frame: one audio chunk (131,072 bytes as base64 ≈ 175 KB)
 * or an init-session with its previous answers.
 */
export const WS_MAX_PAYLOAD_BYTES = 256 * 1024;

/** A same-origin websocket source for connect-src, or nothing when the Host header is odd. */
const sameHostSocket = (scheme: 'ws' | 'wss') => (req: { headers: { host?: string } }) => {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host)
    ? `${scheme}://${host}`
    : "'self'";
};

export interface GatewayDeps {
  config: GatewayConfig;
  /** NATS inside the configured namespace (BUS_PREFIX). */
  bus: Bus;
  redis: Redis;
  log: Logger;
}

/** Builds the gateway: validate, authenticate, forward over NATS, map the envelope to HTTP. */
export async function buildGateway({
  config,
  bus,
  redis,
  log,
}: GatewayDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow or idle clients do not hold connections: the whole request must arrive within
    // REQUEST_TIMEOUT_MS, an idle socket closes after the longest call could take, keep-alive 5 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.RPC_TIMEOUT_MS + 20_000,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // How often Node checks those timeouts (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Per-request lines only when debugging: the hot path stays quiet in production.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });

  // First, so every later hook and the handlers run inside the request's span and are timed.
  registerHttpObservability(app);

  // Bad JSON, wrong content types and oversized bodies become a clear 4xx, never a 500; every
  // error answer has one shape, { error, code }.
  app.setErrorHandler(
    (err: { statusCode?: number; code?: string; message?: string }, req, reply) => {
      const { status, error, code } = errorReply(err, BODY_LIMIT_BYTES);
      if (status === 500) req.log.error({ err }, 'unhandled gateway error');
      return reply.code(status).send({ error, code });
    },
  );
  registerJsonParser(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // The API and the voice socket of this origin only (older browsers do not count
        // ws: as 'self').
        connectSrc: ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
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
  registerCrossSiteCheck(app, config.CORS_ORIGINS);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis,
    nameSpace: 'gateway:rate:',
    skipOnError: true,
    allowList: (req) => !req.url.startsWith('/api/'),
    // Thrown by the plugin, answered by the error handler as { error, code }.
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(
        new Error(
          `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
        ),
        { statusCode: 429, code: 'rate_limited' },
      ),
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });

  // Built once: the table does not change while the process runs (building it takes ~15 ms).
  const openApi = buildOpenApi();
  app.get('/api/docs', async () => openApi);
  registerHealth(app, bus, config.HEALTH_SERVICES);
  registerOperationRoutes(app, { bus, redis, config });
  registerVoiceSocket(
    app,
    config.CORS_ORIGINS,
    {
      bus,
      redis,
      jwtSecret: config.JWT_SECRET,
      rpcTimeoutMs: config.RPC_TIMEOUT_MS,
    },
    {
      framesPerSecond: config.VOICE_FRAMES_PER_SECOND,
      framesPerMinute: config.VOICE_FRAMES_PER_MINUTE,
      ttsCharsPerMinute: config.VOICE_TTS_CHARS_PER_MINUTE,
      ttsCharsPerMinutePerIp: config.VOICE_TTS_CHARS_PER_MINUTE_PER_IP,
      socketsPerIp: config.VOICE_SOCKETS_PER_IP,
    },
  );
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
