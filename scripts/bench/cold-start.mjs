// Cold start: the portal's standalone server spawned (no build), `/` polled every 15 ms until the
// first 200. The sandbox it talks to is already up (the bench's), so this is the portal's own start.
// The operating system's file cache is warm (the build and the other measurements read the same
// files): this is a process's cold start, not a machine's.
import { closeSync, existsSync } from 'node:fs';
import { STANDALONE_SERVER, spawnStandalone } from '../lib.mjs';
import { logTo, stop, waitForOk } from './servers.mjs';
import { median } from './stats.mjs';

const POLL_MS = 15;

/** Resolves to {runs: [ms…], median}; each run's server output goes to `log(run)`. */
export async function coldStart({ port, sandboxPort, runs, log }) {
  if (!existsSync(STANDALONE_SERVER)) throw new Error('no standalone build');
  const env = { ...process.env, NODE_ENV: 'production', SANDBOX_PORT: String(sandboxPort), SITE_URL: `http://localhost:${port}` };
  delete env.INSURER_API_URL;
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const fd = logTo(log(run + 1));
    const started = performance.now();
    const child = spawnStandalone(port, { env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    try {
      await waitForOk(`http://localhost:${port}/`, { child, intervalMs: POLL_MS, timeoutMs: 60_000 });
      times.push(performance.now() - started);
    } finally {
      await stop(child);
    }
  }
  return { runs: times, median: median(times) };
}
