import 'server-only';
import { getEnv } from '@/lib/env';
import { markDraining, markStarted } from './instance-state';
import { log } from './log';
import { publishProbes } from './probes';

type SignalListener = (signal: NodeJS.Signals) => void;

/**
 * The process's start, drain and shutdown. Next.js's own server finishes the requests in flight on
 * SIGTERM/SIGINT; this records when it begins and when the process exits, and puts a drain before
 * Next's handling of SIGTERM: readiness answers 503 at once (lib/ops/readiness.ts) while the instance
 * keeps serving for SHUTDOWN_DRAIN_MS, so the balancer takes it out of rotation before it stops
 * accepting connections. SIGINT (a person's Ctrl-C) stops at once.
 */
export function startLifecycle(): void {
  const env = getEnv();
  log.info({
    event: 'server.start',
    node: process.version,
    nodeEnv: env.NODE_ENV,
    insurer: env.usingSandbox ? 'sandbox' : 'configured',
    redis: env.REDIS_URL ? 'configured' : 'unused',
    trustedHops: env.TRUST_PROXY,
    drainMs: env.SHUTDOWN_DRAIN_MS,
  });
  // Only beside Next's own handler: a listener alone would stop the signal from ending the process.
  if (process.listenerCount('SIGINT') > 0) process.once('SIGINT', () => log.info({ event: 'server.shutdown', signal: 'SIGINT', uptimeSec: Math.round(process.uptime()) }));
  if (process.listenerCount('SIGTERM') > 0) drainBeforeShutdown(env.SHUTDOWN_DRAIN_MS);
  // Not `code`: the log redacts that key everywhere (recovery codes).
  process.once('exit', (exitCode) => log.info({ event: 'server.exit', exitCode, uptimeSec: Math.round(process.uptime()) }));
  publishProbes();
  markStarted();
}

/**
 * Takes the SIGTERM listeners already registered (Next's graceful shutdown) and runs them only after
 * `drainMs`; until then readiness says `draining`. A second SIGTERM does not shorten the drain: the
 * supervisor's own timeout (scripts/start.mjs, or the platform's) is the backstop.
 */
export function drainBeforeShutdown(drainMs: number): void {
  const shutdown = process.listeners('SIGTERM') as SignalListener[];
  for (const listener of shutdown) process.removeListener('SIGTERM', listener);
  let started = false;
  process.on('SIGTERM', () => {
    if (started) return;
    started = true;
    markDraining();
    log.info({ event: 'server.draining', signal: 'SIGTERM', drainMs, uptimeSec: Math.round(process.uptime()) });
    const stop = () => {
      log.info({ event: 'server.shutdown', signal: 'SIGTERM', uptimeSec: Math.round(process.uptime()) });
      for (const listener of shutdown) listener('SIGTERM');
    };
    if (drainMs > 0) setTimeout(stop, drainMs);
    else stop();
  });
}
