import { log } from './ops/log.ts';
import { defaultsWarning, parseEnv } from './env-schema.ts';

/** Node-only start-up check: logs the defaults warning once, or names the bad variable and exits. */
export function checkEnvAtStartup() {
  try {
    const env = parseEnv(process.env);
    const warning = defaultsWarning(env);
    if (warning) log.warn({ event: 'env.defaults', defaulted: env.defaulted, msg: warning });
  } catch (error) {
    log.fatal({ event: 'env.invalid', msg: (error as Error).message });
    process.exit(1);
  }
}
