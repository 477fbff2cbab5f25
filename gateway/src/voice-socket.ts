import type { FastifyInstance } from 'fastify';
import { authenticate, sessionTokenOf } from './session';
import { originAllowed } from './voice/origin';
import { VoiceRelay, type VoiceRelayDeps } from './voice/relay';
import { voiceSocketsOpen } from './metrics';
import {
  AddressBudgets,
  SharedTtsBudget,
  SocketBudget,
  TOO_MANY_SOCKETS,
  type VoiceLimits,
} from './voice/flood-limits';

export { originAllowed } from './voice/origin';
export type { VoiceRelayDeps } from './voice/relay';

/**
 * `/ws/natural-matchmaker`: the voice socket (DESIGN §7). The origin must be this host or on
 * the allowlist; the caller comes from `Authorization: Bearer`, the session cookie, or the
 * init-session token. Frames are relayed to the matchmaker over NATS (see ./voice/relay.ts).
 * Invite access is the matchmaker's decision on init-session (the frame's `inviteToken`);
 * refused, the socket gets an error frame and is closed before any session exists.
 */
export function registerVoiceSocket(
  app: FastifyInstance,
  allowlist: string[],
  deps: VoiceRelayDeps,
  limits: VoiceLimits,
): void {
  const open = new Set<VoiceRelay>();
  const addresses = new AddressBudgets(limits);
  const sharedTts = new SharedTtsBudget(deps.redis, limits.ttsCharsPerMinutePerIp);
  app.addHook('preClose', async () => {
    for (const r of open) r.close();
  });

  app.get('/ws/natural-matchmaker', { websocket: true }, async (socket, req) => {
    if (!originAllowed(req.headers.origin, req.headers.host, allowlist)) {
      socket.close(1008, 'Origin not allowed');
      return;
    }
    if (!addresses.openSocket(req.ip)) {
      socket.close(1008, TOO_MANY_SOCKETS);
      return;
    }
    socket.on('close', () => addresses.closeSocket(req.ip));
    // Frames may arrive while the caller is being authenticated: hold them until the relay exists.
    const early: [Parameters<VoiceRelay['receive']>[0], boolean][] = [];
    const hold = (data: Parameters<VoiceRelay['receive']>[0], isBinary: boolean) =>
      void early.push([data, isBinary]);
    socket.on('message', hold);
    const caller = await authenticate(sessionTokenOf(req), deps.jwtSecret, deps.redis).catch(
      () => undefined,
    );
    if (socket.readyState !== socket.OPEN) return;
    const budget = new SocketBudget(addresses, req.ip);
    const relay = new VoiceRelay(
      socket,
      deps,
      caller,
      { ip: req.ip, budget, shared: sharedTts },
      req.log,
    );
    open.add(relay);
    voiceSocketsOpen.inc();
    socket.off('message', hold);
    socket.on('message', (data, isBinary) => relay.receive(data, isBinary));
    for (const [data, isBinary] of early) relay.receive(data, isBinary);
    socket.on('close', () => {
      if (open.delete(relay)) voiceSocketsOpen.dec();
      relay.close();
    });
    socket.on('error', (err) => req.log.warn({ err }, 'voice socket error'));
  });
}
