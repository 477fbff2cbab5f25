/**
 * Audio bytes on the voice socket: base64 in both directions, and the server's chunks
 * combined into appends of at most 131072 bytes (spec §9). Pure.
 */
import { limits } from '@rapport/contracts/constants';

/** Bytes to base64 without building one huge argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** Base64 to bytes; throws on text that is not base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/**
 * Joins consecutive chunks into appends no larger than `limit` bytes, in order. A chunk
 * larger than the limit on its own is split.
 */
export function combineChunks(
  chunks: readonly Uint8Array[],
  limit: number = limits.audioAppendLimitBytes,
): Uint8Array<ArrayBuffer>[] {
  const appends: Uint8Array<ArrayBuffer>[] = [];
  let pending: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    appends.push(concatBytes(pending, size));
    pending = [];
    size = 0;
  };
  for (const chunk of chunks) {
    for (let offset = 0; offset < chunk.length;) {
      const room = limit - size;
      const piece = chunk.subarray(offset, offset + room);
      pending.push(piece);
      size += piece.length;
      offset += piece.length;
      if (size >= limit) flush();
    }
  }
  flush();
  return appends;
}

export function concatBytes(
  parts: readonly Uint8Array[],
  total = parts.reduce((n, p) => n + p.length, 0),
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
