import type { Msg } from 'nats';
import { type Envelope, relayRequest, type RelayReply } from '@rapport/contracts';
import {
  OperationServer,
  ServiceError,
  type Bus,
  contextFromHeaders,
  encode,
  firstIssueMessage,
  type Logger,
} from '@rapport/kit';
import type { MatchmakerDeps } from '../handlers/deps';
import { handleFrame } from './frame-handlers';

const failure = (status: number, code: string, message: string): Envelope<never> => ({
  ok: false,
  error: { status, code, message },
});

async function answer(
  deps: MatchmakerDeps,
  msg: Msg,
  log: Logger,
  later: (work: Promise<void>) => void,
): Promise<Envelope<RelayReply>> {
  let ctx: ReturnType<typeof contextFromHeaders>;
  try {
    ctx = contextFromHeaders(msg.headers, log);
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    throw err;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(msg.data));
  } catch {
    return failure(400, 'bad_json', 'Frame is not valid JSON');
  }
  const req = relayRequest.safeParse(raw);
  if (!req.success) return failure(400, 'invalid_frame', firstIssueMessage(req.error.issues));
  try {
    return { ok: true, data: await handleFrame({ ...deps, log: ctx.log, later }, req.data, ctx) };
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    ctx.log.error({ err, frame: req.data.frame.type }, 'voice frame failed');
    return failure(500, 'internal', 'Something went wrong on our side. Please try again.');
  }
}

/**
 * Serves the relayed voice socket frames (`rpc.matchmaker.voice-frame`) in the matchmaker
 * queue group, so any replica takes the next frame of any session; drained on stop like the
 * operations.
 */
export function serveVoiceFrames(bus: Bus, deps: MatchmakerDeps, log: Logger): OperationServer {
  const server = new OperationServer();
  server.subscriptions.push(
    bus.nc.subscribe(bus.names.voiceFrame, {
      queue: 'matchmaker',
      callback: (err, msg) => {
        if (err) {
          log.error({ err }, 'voice frame subscription error');
          return;
        }
        const later = (work: Promise<void>) => server.track(work);
        server.track(answer(deps, msg, log, later).then((env) => void msg.respond(encode(env))));
      },
    }),
  );
  return server;
}
