import { limits } from '@rapport/contracts';
import type { Redis } from '@rapport/kit';
import { liveSession, type LiveSession } from '../domain/live-session';

/** One turn's audio may not exceed this (about 30 minutes at 32 kbps). */
export const MAX_TURN_AUDIO_BYTES = 8 * 1024 * 1024;

/** Buffered audio of a turn nobody ended is dropped after this long. */
const AUDIO_TTL_MS = 10 * 60 * 1000;

/**
 * Appends one chunk to the turn's audio: into the last list element while that stays within
 * the append limit (131072 bytes), else as a new element. Refused (-1) past the turn limit.
 * KEYS: list, meta hash. ARGV: bytes, append limit, mime type, ttl ms, turn limit.
 */
const APPEND_AUDIO = `
local size = string.len(ARGV[1])
local total = tonumber(redis.call('HGET', KEYS[2], 'bytes') or '0')
if total + size > tonumber(ARGV[5]) then return -1 end
local last = redis.call('LINDEX', KEYS[1], -1)
if last and string.len(last) + size <= tonumber(ARGV[2]) then
  redis.call('LSET', KEYS[1], -1, last .. ARGV[1])
else
  redis.call('RPUSH', KEYS[1], ARGV[1])
end
if ARGV[3] ~= '' then redis.call('HSETNX', KEYS[2], 'mime', ARGV[3]) end
total = redis.call('HINCRBY', KEYS[2], 'bytes', size)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return total
`;

/**
 * Live voice sessions in Redis (`live:<id>`, JSON) and the audio of the turn being spoken
 * (`live:<id>:audio`, a list of binary pieces, with `live:<id>:audio-meta`). Any replica reads
 * and writes them, so a session survives the replica that started it.
 */
export class LiveSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  private key(id: string): string {
    return `live:${id}`;
  }

  async load(id: string): Promise<LiveSession | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const parsed = liveSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  }

  async save(session: LiveSession, ttlSeconds: number = this.ttlSeconds): Promise<void> {
    if (!session.ownerId) {
      await this.redis.set(this.key(session.sessionId), JSON.stringify(session), 'EX', ttlSeconds);
      return;
    }
    // The owner's live sessions are listed (`live-owner:<id>`), so a deleted account's live
    // state can be found and removed before its TTL.
    const owner = this.ownerKey(session.ownerId);
    await this.redis
      .multi()
      .set(this.key(session.sessionId), JSON.stringify(session), 'EX', ttlSeconds)
      .sadd(owner, session.sessionId)
      .expire(owner, ttlSeconds)
      .exec();
  }

  private ownerKey(ownerId: string): string {
    return `live-owner:${ownerId}`;
  }

  /** The live sessions of an owner (within the live TTL). */
  async idsForOwner(ownerId: string): Promise<string[]> {
    return this.redis.smembers(this.ownerKey(ownerId));
  }

  /** Removes the live state of these sessions (and the owner's list): answers how many existed. */
  async erase(ids: readonly string[], ownerId: string): Promise<number> {
    const keys = ids.flatMap((id) => [
      this.key(id),
      `${this.key(id)}:audio`,
      `${this.key(id)}:audio-meta`,
      `save:saved:${id}`,
      `save:timer:${id}`,
    ]);
    const existed = ids.length ? await this.redis.exists(...ids.map((id) => this.key(id))) : 0;
    if (keys.length) await this.redis.del(...keys);
    if (ids.length) await this.redis.hdel('save:dirty', ...ids);
    await this.redis.del(this.ownerKey(ownerId));
    return existed;
  }

  /** Appends a chunk; the turn's total bytes, or -1 when the turn is too long. */
  async appendAudio(id: string, audio: Buffer, mimeType: string | undefined): Promise<number> {
    const total = await this.redis.eval(
      APPEND_AUDIO,
      2,
      `${this.key(id)}:audio`,
      `${this.key(id)}:audio-meta`,
      audio,
      limits.audioAppendLimitBytes,
      mimeType ?? '',
      AUDIO_TTL_MS,
      MAX_TURN_AUDIO_BYTES,
    );
    return Number(total);
  }

  /** Takes the turn's audio and clears it, in one transaction. */
  async takeAudio(id: string): Promise<{ audio: Buffer; mimeType: string } | null> {
    const list = `${this.key(id)}:audio`;
    const meta = `${this.key(id)}:audio-meta`;
    const results = await this.redis
      .multi()
      .lrangeBuffer(list, 0, -1)
      .hget(meta, 'mime')
      .del(list, meta)
      .exec();
    const pieces = (results?.[0]?.[1] ?? []) as Buffer[];
    if (pieces.length === 0) return null;
    const mimeType = (results?.[1]?.[1] as string | null) ?? 'audio/webm';
    return { audio: Buffer.concat(pieces), mimeType };
  }

  async dropAudio(id: string): Promise<void> {
    await this.redis.del(`${this.key(id)}:audio`, `${this.key(id)}:audio-meta`);
  }
}
