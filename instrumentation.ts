/**
 * When the Next.js server starts: validates the environment once, so a bad variable fails fast, and
 * connects the limits' Redis (REDIS_URL), so the first requests already count in it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvAtStartup } = await import('./lib/env-startup.ts');
    checkEnvAtStartup();
    const { redisClient } = await import('./lib/limits/redis.ts');
    redisClient();
  }
}
