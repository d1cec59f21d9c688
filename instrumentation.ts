import type { Instrumentation } from 'next';

/**
 * When the Next.js server starts: validates the environment once, so a bad variable fails fast,
 * remembers the start-up async context (the limits set their timers in it, never in a request's:
 * lib/limits/outside-request.ts), connects the limits' Redis (REDIS_URL), so the first requests
 * already count in it, logs the start, puts the drain before Next's shutdown on SIGTERM, hands the
 * probes to the overload guard and marks the instance started for readiness (lib/ops/lifecycle.ts),
 * and starts OpenTelemetry when traces have somewhere to go (lib/ops/tracing.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvAtStartup } = await import('./lib/env-startup.ts');
    checkEnvAtStartup();
    const { captureStartupContext } = await import('./lib/limits/outside-request.ts');
    captureStartupContext();
    const { redisClient } = await import('./lib/limits/redis.ts');
    redisClient();
    const { startLifecycle } = await import('./lib/ops/lifecycle.ts');
    startLifecycle();
    const { startTracing, tracingWanted } = await import('./lib/ops/tracing.ts');
    if (tracingWanted()) startTracing();
  }
}

/**
 * An error Next.js caught while rendering a page (or in a handler, an action, the proxy): one
 * `page.error` log line with the support code the error page shows (lib/ops/page-error.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/ops/page-error.ts');
  logRequestError(error, request, context);
};
