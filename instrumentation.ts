/** Validates the environment once when the Next.js server starts, so a bad variable fails fast. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvAtStartup } = await import('./lib/env-startup.ts');
    checkEnvAtStartup();
  }
}
