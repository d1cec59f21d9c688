import { defaultsWarning, parseEnv } from './env-schema.ts';

/** Node-only start-up check: prints the defaults warning once, or names the bad variable and exits. */
export function checkEnvAtStartup() {
  try {
    const warning = defaultsWarning(parseEnv(process.env));
    if (warning) console.warn(warning);
  } catch (error) {
    console.error(`[env] ${(error as Error).message}`);
    process.exit(1);
  }
}
