import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxOptions } from './app.ts';
import { loadSandboxConfig, type SandboxConfig } from './config.ts';

export type StartOptions = Partial<SandboxConfig> & Omit<SandboxOptions, 'config'>;

export type RunningSandbox = {
  url: string;
  port: number;
  reset: () => void;
  close: () => Promise<void>;
};

/** Starts the sandbox on 127.0.0.1 (port 0 picks a free one). Unset options come from the environment. */
export async function startSandbox({ now, log, ...overrides }: StartOptions = {}): Promise<RunningSandbox> {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const config: SandboxConfig = { ...loadSandboxConfig(), ...given };
  const sandbox = createSandboxApp({ config, now, log });
  const server = serve({ fetch: sandbox.app.fetch, port: config.port, hostname: '127.0.0.1' }) as Server;
  // Idle connections are kept longer than any client keeps them (Node's 5 s is shorter than a test
  // runner's), so a client never reuses one the sandbox is closing at that moment (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    sandbox.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    reset: sandbox.reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          sandbox.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
