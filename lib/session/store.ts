import 'server-only';
import { redisClient } from '@/lib/limits/redis';
import { log } from '@/lib/ops/log';
import { memorySessionStore } from './store-memory';
import { redisSessionStore } from './store-redis';
import { isLive, type SessionRecord, type SessionStore } from './session-record';

export type { SessionRecord, SessionStore } from './session-record';

/**
 * How long this instance keeps accepting a session it saw confirmed by Redis when Redis stops
 * answering (docs/security.md, "Redis fora do ar"): long enough that a Redis restart does not log
 * out the customers using the portal at that moment, short enough that a session ended elsewhere
 * is not kept open by an outage (it is never extended while Redis is away).
 */
export const UNREACHABLE_GRACE_MS = 60_000;
const RECENT_MAX = 10_000;
const WARN_EVERY_MS = 60_000;

/**
 * The Redis registry, softened for an outage: a record Redis confirmed in the last minute still
 * reads as live while Redis does not answer (its command timeout is short, lib/limits/redis.ts);
 * any other session reads as none. Ending removes the session here at once, whatever Redis does,
 * and reports Redis's failure to the caller.
 */
export function withOutageGrace(store: SessionStore, graceMs = UNREACHABLE_GRACE_MS): SessionStore {
  const confirmed = new Map<string, { record: SessionRecord; at: number }>();
  let warnedAt = Number.NEGATIVE_INFINITY;
  const counts = { allowed: 0, refused: 0 };
  const warn = (now: number) => {
    if (now - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now;
    log.warn({ event: 'session.registry-unavailable', allowedRecent: counts.allowed, refused: counts.refused, msg: 'sessions checked without Redis' });
    counts.allowed = counts.refused = 0;
  };
  const forget = (cpf: string, keep: (sid: string) => boolean) => {
    for (const [sid, { record }] of confirmed) if (record.cpf === cpf && !keep(sid)) confirmed.delete(sid);
  };
  const remember = (record: SessionRecord, now: number) => {
    confirmed.delete(record.sid);
    while (confirmed.size >= RECENT_MAX) confirmed.delete(confirmed.keys().next().value as string);
    confirmed.set(record.sid, { record, at: now });
  };
  return {
    async create(record) {
      await store.create(record);
      remember(record, record.createdAt);
    },
    async get(sid, now) {
      try {
        const record = await store.get(sid, now);
        if (record) remember(record, now);
        else confirmed.delete(sid);
        return record;
      } catch {
        const seen = confirmed.get(sid);
        const allowed = seen !== undefined && now - seen.at < graceMs && isLive(seen.record, now);
        counts[allowed ? 'allowed' : 'refused'] += 1;
        warn(now);
        return allowed ? seen.record : null;
      }
    },
    async touch(sid, now) {
      try {
        await store.touch(sid, now);
      } catch {
        // The next touch, a minute on, tries again; the idle limit is 30 minutes.
      }
    },
    async end(cpf, sid) {
      forget(cpf, (other) => other !== sid);
      return store.end(cpf, sid);
    },
    async endOthers(cpf, exceptSid) {
      forget(cpf, (sid) => sid === exceptSid);
      return store.endOthers(cpf, exceptSid);
    },
    async endAll(cpf) {
      forget(cpf, () => false);
      return store.endAll(cpf);
    },
    listOf: (cpf, now) => store.listOf(cpf, now),
  };
}

// One registry per process, on globalThis: Next bundles proxy.ts, the route handlers and the Server
// Components into separate module graphs, and each must see the same sessions.
const STORE = Symbol.for('portal-beneficios.session-store');
const holder = globalThis as typeof globalThis & { [STORE]?: SessionStore };

/** The session registry: in Redis with REDIS_URL (shared by every instance), else in this instance's memory. */
export function sessionStore(): SessionStore {
  if (holder[STORE]) return holder[STORE];
  const redis = redisClient();
  return (holder[STORE] = redis ? withOutageGrace(redisSessionStore(redis)) : memorySessionStore());
}

/** Forgets the registry (tests: the next call builds it again from the environment). */
export function resetSessionStore(): void {
  delete holder[STORE];
}
