import type { FastifyInstance } from 'fastify';

/** Is a browser origin allowed to open the socket? Same host always is; others must be on the allowlist. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowlist: string[],
): boolean {
  if (!origin) return true; // non-browser clients send no Origin
  try {
    const url = new URL(origin);
    return url.host === host || allowlist.includes(origin);
  } catch {
    return false;
  }
}

/**
 * `/ws/natural-matchmaker`: the voice socket. The relay to the matchmaker service arrives with
 * the voice work; until then the socket answers with a clear error instead of silence.
 */
export function registerVoiceSocket(app: FastifyInstance, allowlist: string[]): void {
  app.get('/ws/natural-matchmaker', { websocket: true }, (socket, req) => {
    if (!originAllowed(req.headers.origin, req.headers.host, allowlist)) {
      socket.close(1008, 'Origin not allowed');
      return;
    }
    socket.send(
      JSON.stringify({
        type: 'error',
        code: 'unavailable',
        message: 'Voice sessions are not available yet.',
      }),
    );
    socket.close(1013, 'Voice sessions are not available yet');
  });
}
