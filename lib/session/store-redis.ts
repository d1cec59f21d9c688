import type { Redis } from 'ioredis';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-data';
import { byLastUse, expiresAt, isLive, type SessionRecord, type SessionStore } from './session-record';

/**
 * The session registry in Redis, shared by every instance: a hash per session (`session:<sid>`)
 * that expires with the session (30 min after its last use, at most 12 h after the login), and a
 * sorted set per customer (`sessions:<cpf>`, the sids by login time) to list or end them all.
 * Writes that touch both go in one MULTI; the touch is a script, so it never brings an ended
 * session back.
 */
const recordKey = (sid: string) => `session:${sid}`;
const indexKey = (cpf: string) => `sessions:${cpf}`;

// Moves the idle limit on only if the record still exists, never past the absolute limit.
const TOUCH = `
local created = tonumber(redis.call('HGET', KEYS[1], 'createdAt'))
if not created then return 0 end
local now = tonumber(ARGV[1])
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1])
redis.call('PEXPIREAT', KEYS[1], math.min(now + tonumber(ARGV[2]), created + tonumber(ARGV[3])))
return 1`;

// Ends the session only when it is that customer's.
const END = `
if redis.call('HGET', KEYS[1], 'cpf') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1`;

function recordOf(sid: string, fields: Record<string, string>): SessionRecord | null {
  const createdAt = Number(fields.createdAt);
  const lastSeenAt = Number(fields.lastSeenAt);
  if (!fields.cpf || !Number.isFinite(createdAt) || !Number.isFinite(lastSeenAt)) return null;
  return { sid, cpf: fields.cpf, createdAt, lastSeenAt, userAgent: fields.userAgent ?? '' };
}

/** Throws when a MULTI or pipeline step failed (ioredis reports them per step). */
function checked<T>(results: [Error | null, T][] | null): T[] {
  if (!results) throw new Error('redis transaction aborted');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

export function redisSessionStore(redis: Redis): SessionStore {
  const endSids = async (cpf: string, sids: string[]) => {
    if (sids.length === 0) return 0;
    const results = checked(await redis.multi().del(...sids.map(recordKey)).zrem(indexKey(cpf), ...sids).exec());
    return Number(results[0]);
  };
  return {
    async create(record) {
      const { sid, cpf, createdAt, lastSeenAt, userAgent } = record;
      checked(
        await redis
          .multi()
          .hset(recordKey(sid), { cpf, createdAt: String(createdAt), lastSeenAt: String(lastSeenAt), userAgent })
          .pexpireat(recordKey(sid), expiresAt(record))
          .zadd(indexKey(cpf), createdAt, sid)
          .pexpireat(indexKey(cpf), createdAt + SESSION_ABSOLUTE_MS)
          .exec(),
      );
    },
    async get(sid, now) {
      const record = recordOf(sid, await redis.hgetall(recordKey(sid)));
      return record && isLive(record, now) ? record : null;
    },
    async touch(sid, now) {
      await redis.eval(TOUCH, 1, recordKey(sid), String(now), String(SESSION_IDLE_MS), String(SESSION_ABSOLUTE_MS));
    },
    async end(cpf, sid) {
      return Number(await redis.eval(END, 2, recordKey(sid), indexKey(cpf), cpf, sid)) === 1;
    },
    async endOthers(cpf, exceptSid) {
      const sids = await redis.zrange(indexKey(cpf), '0', '-1');
      return endSids(
        cpf,
        sids.filter((sid) => sid !== exceptSid),
      );
    },
    async endAll(cpf) {
      return endSids(cpf, await redis.zrange(indexKey(cpf), '0', '-1'));
    },
    async listOf(cpf, now) {
      const sids = await redis.zrange(indexKey(cpf), '0', '-1');
      if (sids.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const sid of sids) pipeline.hgetall(recordKey(sid));
      const found = checked(await pipeline.exec()) as Record<string, string>[];
      const records = sids.map((sid, i) => recordOf(sid, found[i] ?? {}));
      // Sessions that expired on their own leave the index here.
      const gone = sids.filter((_, i) => records[i] === null);
      if (gone.length > 0) await redis.zrem(indexKey(cpf), ...gone);
      return records.filter((record): record is SessionRecord => record !== null && isLive(record, now)).sort(byLastUse);
    },
  };
}
