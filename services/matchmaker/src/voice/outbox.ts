import type { VoiceServerMessage } from '@rapport/contracts';
import { encode, type Bus } from '@rapport/kit';

/** Frames for a session's socket, published on its out subject for the gateway to write. */
export class Outbox {
  constructor(private readonly bus: Bus) {}

  send(sessionId: string, frame: VoiceServerMessage): void {
    this.bus.nc.publish(this.bus.names.voiceOut(sessionId), encode(frame));
  }
}
