/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { portalProblem } from '@/scripts/observatory-target.mjs';

/** A local HTTP server answering every request with `status` and `body`. */
async function serving(status: number, body: string, type = 'text/html'): Promise<{ url: URL; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(status, { 'content-type': type }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), server };
}

/** A port nobody listens on (opened, then closed). */
async function closedPort(): Promise<URL> {
  const { url, server } = await serving(200, '');
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe('npm run observatory checks that the portal answers before scoring', () => {
  it('says nothing answers when the port is closed', async () => {
    expect(await portalProblem(await closedPort())).toMatch(/^nothing answers at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
  });

  it('refuses another app on the port: no portal health answer, or a home that is not the portal', async () => {
    const other = await serving(200, '<html><body>It works!</body></html>');
    try {
      expect(await portalProblem(other.url)).toMatch(/answers, but not as the portal: GET \/api\/health gave 200 instead of 200 \{"status":"ok"\}/);
    } finally {
      other.server.close();
    }
    const lookalike = await serving(200, '{"status":"ok"}', 'application/json');
    try {
      expect(await portalProblem(lookalike.url)).toMatch(/its home page is not the portal's/);
    } finally {
      lookalike.server.close();
    }
  });

  it('accepts the portal: its health answer and its pt-BR home page', async () => {
    const portal = createServer((request, response) => {
      if (request.url === '/api/health') response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<html lang="pt-BR"><title>Portal de Benefícios</title></html>');
    });
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    try {
      expect(await portalProblem(new URL(`http://127.0.0.1:${(portal.address() as AddressInfo).port}`))).toBeNull();
    } finally {
      portal.close();
    }
  });

  it('the script exits 2 with a clear message and scores nothing when no portal answers', async () => {
    const target = await closedPort();
    const run = spawnSync(process.execPath, [path.join(process.cwd(), 'scripts', 'observatory.mjs')], {
      env: { ...process.env, OBSERVATORY_TARGET: target.href },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`✖ The portal does not answer at ${target.href}: nothing answers at ${target.origin} (ECONNREFUSED).`);
    expect(run.stderr).toContain('Nothing was scored.');
    expect(run.stdout).not.toMatch(/MDN HTTP Observatory: [A-F]/);
  });
});
