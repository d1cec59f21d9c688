import type { ChildProcess } from 'node:child_process';

/**
 * For the tests that start servers of their own (deploy, overload, scale-out): waits until `url`
 * answers 2xx, polling every 200 ms; fails at once if `child` exits first, or after `timeoutMs`.
 */
export async function waitUntilUp(url: string, child?: ChildProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}
