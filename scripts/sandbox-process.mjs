// Starts the embedded sandbox insurer as a child process and waits until it is healthy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const ENTRY = path.join(ROOT, 'sandbox', 'main.ts');

async function waitHealthy(url, child, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/__sandbox/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the sandbox did not become healthy at ${url} within ${timeoutMs} ms`);
}

/** Returns the child process, or null when there is no sandbox in this checkout. */
export async function startSandbox(env) {
  if (!existsSync(ENTRY)) {
    console.warn('[sandbox] sandbox/main.ts not found: starting without the embedded insurer');
    return null;
  }
  const port = env.SANDBOX_PORT || '4010';
  const child = spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', ENTRY], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  await waitHealthy(`http://127.0.0.1:${port}`, child);
  return child;
}
