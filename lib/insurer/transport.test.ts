/** @jest-environment node */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { deadline } from './deadline';
import * as transport from './transport';

const listen = async <S extends HttpServer | TcpServer>(server: S) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('the insurer transport', () => {
  let http: HttpServer;
  let httpUrl: string;
  let seen: IncomingHttpHeaders;
  // Takes the connection and never says a word: a TLS handshake with it never ends.
  let silent: TcpServer;
  let silentUrl: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    http = createHttpServer((request, response) => {
      seen = request.headers;
      // /refused: a 4xx whose body is the refusal's envelope, compressed too.
      response.writeHead(request.url === '/refused' ? 400 : 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ code: '00', message: 'é comprimido' })));
    });
    httpUrl = `http://127.0.0.1:${await listen(http)}`;
    silent = createTcpServer((socket) => void sockets.add(socket));
    silentUrl = `https://127.0.0.1:${await listen(silent)}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all([new Promise((resolve) => http.close(resolve)), new Promise((resolve) => silent.close(resolve))]);
  });

  it('says who calls, accepts compressed answers and reads them decompressed', async () => {
    const timeout = deadline(2000);
    await expect(transport.exchange(`${httpUrl}/login/loginV2?x=1`, { method: 'GET', headers: { accept: 'application/json' }, signal: timeout.signal })).resolves.toEqual({
      status: 200,
      body: JSON.stringify({ code: '00', message: 'é comprimido' }),
    });
    timeout.clear();
    expect(seen).toMatchObject({ 'user-agent': 'portal-de-beneficios', 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' });
  });

  it('decompresses an error answer too (an insurer refusal comes with a 4xx)', async () => {
    const timeout = deadline(2000);
    await expect(transport.exchange(`${httpUrl}/refused`, { method: 'GET', headers: {}, signal: timeout.signal })).resolves.toEqual({
      status: 400,
      body: JSON.stringify({ code: '00', message: 'é comprimido' }),
    });
    timeout.clear();
  });

  it('ends a call still waiting for its connection at its deadline, also from another copy of the module (pages and handlers each bundle theirs)', async () => {
    let other: typeof transport | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof transport>('./transport');
    });
    for (const copy of [transport, other!]) {
      const timeout = deadline(200);
      const started = performance.now();
      await expect(copy.exchange(`${silentUrl}/x`, { method: 'GET', headers: {}, signal: timeout.signal })).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(performance.now() - started).toBeLessThan(2000);
      timeout.clear();
    }
  });

  it('the readiness probe: resolves on any answer; rejects at its deadline', async () => {
    const quick = deadline(2000);
    await expect(transport.answers(httpUrl, quick.signal)).resolves.toBeUndefined();
    quick.clear();
    const slow = deadline(200);
    await expect(transport.answers(silentUrl, slow.signal)).rejects.toMatchObject({ name: 'TimeoutError' });
    slow.clear();
  });
});
