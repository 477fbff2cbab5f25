import type { RawData } from 'ws';
import {
  voiceClientMessage,
  type VoiceClientMessage,
  type VoiceServerMessage,
} from '@rapport/contracts';
import { firstIssueMessage } from '@rapport/kit';

type ErrorFrame = Extract<VoiceServerMessage, { type: 'error' }>;

const knownTypes = new Set<string>(voiceClientMessage.options.map((o) => o.shape.type.value));

export const errorFrame = (code: string, message: string): ErrorFrame => ({
  type: 'error',
  code,
  message,
});

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * One client frame checked against the contract (spec §7): a JSON object whose `type` is a
 * client message. Anything else gets an error frame naming what is wrong; the socket stays open.
 */
export function parseClientFrame(
  data: RawData,
  isBinary: boolean,
): { ok: true; frame: VoiceClientMessage } | { ok: false; error: ErrorFrame } {
  if (isBinary) {
    return {
      ok: false,
      error: errorFrame(
        'binary_frame',
        'Binary frames are not accepted: send audio as base64 in an audio-chunk message.',
      ),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text(data));
  } catch {
    return {
      ok: false,
      error: errorFrame(
        'bad_json',
        'Each message must be a JSON object like {"type": "init-session"}.',
      ),
    };
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    typeof type !== 'string'
  ) {
    return {
      ok: false,
      error: errorFrame('invalid_frame', 'Each message must be a JSON object with a "type".'),
    };
  }
  if (!knownTypes.has(type)) {
    return {
      ok: false,
      error: errorFrame('unknown_type', `Unknown message type "${type.slice(0, 40)}".`),
    };
  }
  const parsed = voiceClientMessage.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      error: errorFrame('invalid_frame', `${type}: ${firstIssueMessage(parsed.error.issues)}`),
    };
  }
  return { ok: true, frame: parsed.data };
}
