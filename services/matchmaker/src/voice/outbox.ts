import type { NatsConnection } from 'nats';
import { type VoiceServerMessage, voiceRelay } from '@rapport/contracts';
import { encode } from '@rapport/kit';

/** Frames for a session's socket, published on its out subject for the gateway to write. */
export class Outbox {
  constructor(private readonly nc: NatsConnection) {}

  send(sessionId: string, frame: VoiceServerMessage): void {
    this.nc.publish(voiceRelay.outSubject(sessionId), encode(frame));
  }
}
