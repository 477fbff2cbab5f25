import { z } from 'zod';
import { voiceClientMessage, voiceServerMessage } from '@rapport/contracts';

/**
 * How the gateway relays the voice socket (DESIGN §7) to whichever matchmaker replica
 * answers. Each client frame, in order, is one request on `frameSubject` (queue group
 * matchmaker) with the caller in the usual headers. The reply carries frames the socket gets
 * at once (session-ready, listening-ready); everything streamed afterwards (transcripts,
 * analysis, TTS audio) is published on the session's `outSubject`, which the gateway
 * subscribes to after init-session. Both are named without the bus namespace: processes use
 * them through kit's `busNames(BUS_PREFIX)`.
 */
export const voiceRelay = {
  frameSubject: 'rpc.matchmaker.voice-frame',
  outSubject: (sessionId: string) => `voice.session.${sessionId}.out`,
  /** Turns wait for speech-to-text, the AI engine and TTS: longer than a plain call. */
  turnTimeoutFactor: 3,
} as const;

/** Session ids travel in NATS subjects: letters, digits, '-' and '_' only. */
export const voiceSessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid session id');

/**
 * Frames only the gateway sends: `session-attached` once it listens on the out subject (the
 * greeting is spoken then, so no audio is lost), `session-closed` when the socket closes.
 */
export const relayControlFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session-attached') }),
  z.object({ type: z.literal('session-closed') }),
]);
export type RelayControlFrame = z.infer<typeof relayControlFrame>;

export const relayRequest = z.object({
  /** Absent only on init-session, which creates or continues one. */
  sessionId: voiceSessionId.optional(),
  frame: z.union([voiceClientMessage, relayControlFrame]),
});
export type RelayRequest = z.infer<typeof relayRequest>;
export type RelayFrame = RelayRequest['frame'];

export const relayReply = z.object({
  sessionId: voiceSessionId,
  frames: z.array(voiceServerMessage),
});
export type RelayReply = z.infer<typeof relayReply>;
