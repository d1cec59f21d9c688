import 'server-only';
import { getEnv } from '@/lib/env';
import { log } from './log';

/**
 * The process's start and shutdown lines. Next.js's own server finishes the requests in flight on
 * SIGTERM/SIGINT (scripts/start.mjs gives it SHUTDOWN_GRACE_MS); this records when it begins and
 * when the process exits.
 */
export function logLifecycle(): void {
  const env = getEnv();
  log.info({
    event: 'server.start',
    node: process.version,
    nodeEnv: env.NODE_ENV,
    insurer: env.usingSandbox ? 'sandbox' : 'configured',
    redis: env.REDIS_URL ? 'configured' : 'unused',
    trustProxy: env.TRUST_PROXY,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Only beside Next's own handler: a listener alone would stop the signal from ending the process.
    if (process.listenerCount(signal) > 0) process.once(signal, () => log.info({ event: 'server.shutdown', signal, uptimeSec: Math.round(process.uptime()) }));
  }
  process.once('exit', (code) => log.info({ event: 'server.exit', code, uptimeSec: Math.round(process.uptime()) }));
}
