// The servers npm run bench and npm run load measure: the portal's production build as npm run
// serve runs it (scripts/start.mjs --no-build: the standalone server and the embedded sandbox), each
// with its output in a log file, and the helpers to wait for them and stop them.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

/** Opens `file` (its folder created) for a child's stdout and stderr. */
export function logTo(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, 'w');
}

/**
 * The portal against a fresh in-memory sandbox: `npm run serve` on `port`, the sandbox on
 * `sandboxPort`, SITE_URL on localhost (Lighthouse's canonical check), and `env` on top (npm run
 * load's event-loop probe). Never a real insurer: INSURER_API_URL is dropped.
 */
export function startPortal({ port, sandboxPort, log, env: extra = {} }) {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ':memory:', SITE_URL: `http://localhost:${port}`, SHUTDOWN_DRAIN_MS: '0', ...extra };
  delete env.INSURER_API_URL;
  const fd = logTo(log);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build'], { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return child;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` every `intervalMs` until it answers 200; throws after `timeoutMs` or when `child` exits. */
export async function waitForOk(url, { timeoutMs = 90_000, intervalMs = 200, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stop(child, graceMs = 15_000) {
  if (!child || exited(child)) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!exited(child)) child.kill('SIGKILL');
  }, graceMs);
  await done;
  clearTimeout(timer);
}

/** Stops `children` when this process is interrupted, so no server outlives the run. */
export function stopOnSignal(children) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping the servers`);
      await Promise.all([...children].map((child) => stop(child, 5_000)));
      process.exit(130);
    });
  }
}
