import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

export type RunningRedis = { client: Redis; stop: () => Promise<void> };

/**
 * A real redis-server for one test file, on a Unix socket of its own (no port to share with other
 * runs), nothing saved. Installed with the e2e tooling (Debian: apt-get install -y redis-server).
 */
export async function startRedis(): Promise<RunningRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-redis-'));
  const socket = path.join(dir, 'redis.sock');
  const server: ChildProcess = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`redis-server exited (${code}); is it installed?`))));
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (Date.now() > deadline) throw new Error('redis-server did not open its socket');
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 25)), exited]);
  }
  const client = new Redis({ path: socket, maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500, retryStrategy: () => 50 });
  await Promise.race([new Promise((resolve) => client.once('ready', resolve)), exited]);
  return {
    client,
    async stop() {
      client.disconnect();
      const gone = new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      exited.catch(() => undefined);
      server.kill('SIGKILL');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
