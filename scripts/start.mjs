// npm start: build if the sources changed, start the embedded sandbox insurer when
// INSURER_API_URL is unset, then serve the production build (the standalone server) on PORT
// (default 3000). npm run serve (--no-build) serves an existing build as it is, for ops.
//
// SIGTERM: the portal drains first (readiness 503 while it still serves, SHUTDOWN_DRAIN_MS, 5 s:
// lib/ops/lifecycle.ts), then stops accepting connections and finishes the requests in flight
// (Next.js's own graceful shutdown), then the sandbox stops. SIGINT skips the drain. Anything still
// running 10 s after that (SHUTDOWN_GRACE_MS past the drain) is killed, so the process always exits.
import { existsSync } from 'node:fs';
import { STANDALONE_SERVER, buildIfNeeded, spawnStandalone } from './lib.mjs';
import { startSandbox } from './sandbox-process.mjs';

const SHUTDOWN_GRACE_MS = 10_000;
// Validated by the server itself (lib/env-schema.ts); here only to give the drain its time.
const drainMs = (signal) => (signal === 'SIGTERM' ? Number(process.env.SHUTDOWN_DRAIN_MS ?? 5000) || 0 : 0);
const noBuild = process.argv.includes('--no-build');
const env = { ...process.env, NODE_ENV: 'production' };
const port = env.PORT || '3000';

if (!noBuild) {
  const code = await buildIfNeeded();
  if (code !== 0) process.exit(code);
}
if (!existsSync(STANDALONE_SERVER)) {
  console.error('[portal] No production build found: run `npm run build` (or `npm start`, which builds) first.');
  process.exit(1);
}

let sandbox = null;
if (!env.INSURER_API_URL) {
  try {
    sandbox = await startSandbox(env);
  } catch (error) {
    console.error(`[sandbox] ${error.message}`);
    process.exit(1);
  }
}

const server = spawnStandalone(port, { env });
console.log(`[portal] http://localhost:${port} (insurer: ${env.INSURER_API_URL || 'embedded sandbox'})`);

const exited = (child) => !child || child.exitCode !== null || child.signalCode !== null;
const whenExited = (child) => (exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

let stopping = false;
async function stop(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  const graceMs = SHUTDOWN_GRACE_MS + drainMs(signal);
  const watchdog = setTimeout(() => {
    console.error(`[portal] still running ${graceMs / 1000} s after ${signal}: killing it`);
    if (!exited(server)) server.kill('SIGKILL');
    if (!exited(sandbox)) sandbox.kill('SIGKILL');
  }, graceMs);
  watchdog.unref();
  // The portal first: its requests in flight may still be waiting for the insurer.
  if (!exited(server)) server.kill(signal);
  await whenExited(server);
  if (!exited(sandbox)) sandbox.kill('SIGTERM');
  await whenExited(sandbox);
  clearTimeout(watchdog);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0, signal));
server.on('exit', (code) => void stop(stopping ? 0 : (code ?? 0)));
sandbox?.on('exit', (code) => {
  if (!stopping) console.error(`[sandbox] exited with code ${code}; stopping the portal`);
  void stop(code || 1);
});
