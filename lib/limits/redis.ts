import 'server-only';
import { Redis } from 'ioredis';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/ops/log';

/**
 * The shared Redis of the limits (REDIS_URL), one client per server instance. Commands never wait
 * for a lost connection (no offline queue, a short command timeout): the limiter then falls back to
 * memory at once. ioredis keeps reconnecting in the background (backoff up to 2 s), so the limits
 * move back to Redis as soon as it returns. One warning when it goes away, one line when it is back.
 */
let down = false;

// One client per process, on globalThis (route handlers and Server Components are separate module graphs).
const CLIENT = Symbol.for('portal-beneficios.redis');
const holder = globalThis as typeof globalThis & { [CLIENT]?: Redis | null };

export function redisClient(): Redis | null {
  if (holder[CLIENT] !== undefined) return holder[CLIENT];
  const url = getEnv().REDIS_URL;
  if (!url) return (holder[CLIENT] = null);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  client.on('ready', () => {
    if (down) log.info({ event: 'limits.redis', state: 'ready', msg: 'limits are shared again' });
    down = false;
  });
  client.on('error', () => {
    if (down) return;
    down = true;
    log.warn({ event: 'limits.redis', state: 'unavailable', msg: 'limits fall back to this instance’s memory' });
  });
  return (holder[CLIENT] = client);
}

/** For /api/status: 'unused' without REDIS_URL, else whether Redis answers now. */
export async function redisHealth(): Promise<'unused' | 'ready' | 'unavailable'> {
  const redis = redisClient();
  if (!redis) return 'unused';
  if (redis.status !== 'ready') return 'unavailable';
  try {
    return (await redis.ping()) === 'PONG' ? 'ready' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
