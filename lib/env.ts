import 'server-only';
import { parseEnv, type Env } from './env-schema.ts';

let cached: Env | undefined;

/** The validated server environment (parsed once; throws EnvError naming the bad variable). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
