/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import type { UsabilityEntry } from '@/lib/validation/usability';
import { DEMO_PASSWORD, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';
import { POST as usability } from './route';

const sandbox = withSandbox();

const ENTRY: UsabilityEntry = {
  fechaLocal: '05/01/2026',
  horaLocal: '09:07',
  pagina: '/',
  control: 'fale-conosco',
  extra: '',
  resultado: '',
  identificador: '',
  device: 'Escritorio',
  browser: 'Chrome 140',
  url: 'http://localhost:3000/',
  posicionX: 120,
  posicionY: 48,
  anchoVentana: 1280,
  altoVentana: 720,
  elemento: 'button',
};

type Stored = { userId: string; entry: Record<string, unknown> };
/** Oldest first. */
const stored = async () => ((await sandbox.inspect('/usability')).entries as Stored[]).reverse();

const batch = (count: number, entry: Record<string, unknown> = ENTRY) => ({ listData: Array.from({ length: count }, (_, i) => ({ ...entry, control: `c${i}` })) });
const send = (body: unknown, headers: Record<string, string> = {}, who = browser()) => who.post(usability, '/api/usability', body, { headers });

describe('POST /api/usability', () => {
  it('forwards the batch to saveLogUser (user-id 0) with idUsuario, the IP and the city filled in → 204', async () => {
    const answer = await send({ listData: [ENTRY, { ...ENTRY, control: 'pagina', posicionX: undefined, elemento: undefined }] });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const entries = await stored();
    expect(entries.map((e) => e.userId)).toEqual(['0', '0']);
    expect(entries[0]?.entry).toEqual({ ...ENTRY, idUsuario: '0', ciudadLocalizacion: '', direccionIp: '127.0.0.1' });
    expect(entries[1]?.entry).toMatchObject({ control: 'pagina', idUsuario: '0' });
    expect(entries[1]?.entry).not.toHaveProperty('posicionX');
    expect(JSON.parse(sandbox.logLines[0] ?? '{}')).toMatchObject({ path: WIRE_PATHS.saveLogUser, outcome: 'ok' });
  });

  it('never takes who or where from the browser, and drops fields it does not know', async () => {
    await send({ listData: [{ ...ENTRY, idUsuario: '11144477735', direccionIp: '8.8.8.8', ciudadLocalizacion: 'Lisboa', senha: 'x' }] });
    const [entry] = await stored();
    expect(entry?.entry).toMatchObject({ idUsuario: '0', direccionIp: '127.0.0.1', ciudadLocalizacion: '' });
    expect(entry?.entry).not.toHaveProperty('senha');
  });

  it('a logged-in customer’s entries carry their identification', async () => {
    const mariana = browser();
    await mariana.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD });
    expect((await send(batch(1), {}, mariana)).status).toBe(204);
    expect((await stored())[0]?.entry.idUsuario).toBe('52998224725');
  });

  it('takes the IP and the URI-encoded city from a trusted proxy’s headers', async () => {
    const saved = { ...process.env };
    process.env.TRUST_PROXY = '1';
    try {
      await jest.isolateModulesAsync(async () => {
        const { POST: trusted } = await import('./route');
        const headers = { 'x-forwarded-for': '10.0.0.1, 177.12.34.56', 'x-vercel-ip-city': 'S%C3%A3o%20Paulo' };
        expect((await browser().post(trusted, '/api/usability', batch(1), { headers })).status).toBe(204);
        expect((await browser().post(trusted, '/api/usability', batch(1), { headers: { 'x-vercel-ip-city': '%E0%A4%A' } })).status).toBe(204);
      });
    } finally {
      process.env = saved;
    }
    const [first, second] = await stored();
    expect(first?.entry).toMatchObject({ direccionIp: '177.12.34.56', ciudadLocalizacion: 'São Paulo' });
    expect(second?.entry).toMatchObject({ ciudadLocalizacion: '' });
  });

  it('ignores the platform’s city header when not behind a trusted proxy; the IP is the edge’s client address', async () => {
    await send(batch(1), { 'x-vercel-ip-city': 'Recife', 'x-forwarded-for': '177.12.34.56' });
    await send(batch(1), { 'x-vercel-ip-city': 'Recife' });
    const [first, second] = await stored();
    expect(first?.entry).toMatchObject({ direccionIp: '177.12.34.56', ciudadLocalizacion: '' });
    expect(second?.entry).toMatchObject({ direccionIp: '127.0.0.1', ciudadLocalizacion: '' });
  });

  it('caps the batch: 50 entries are forwarded, 51 → 422 and nothing is', async () => {
    expect((await send(batch(50))).status).toBe(204);
    expect(await stored()).toHaveLength(50);
    const over = await send(batch(51));
    expect(over.status).toBe(422);
    expect(over.json.error).toBe('validation');
    expect(await stored()).toHaveLength(50);
    expect((await send({ listData: [] })).status).toBe(422);
  });

  it('refuses a body over 64 KiB with 413 before reading it', async () => {
    const answer = await send(batch(1), { 'content-length': String(64 * 1024 + 1) });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: 'tooLarge', message: 'A solicitação é grande demais.' });
    expect(sandbox.logLines).toEqual([]);
  });

  it.each([
    ['a wrong date', { fechaLocal: '2026-01-05' }],
    ['a wrong time', { horaLocal: '9h07' }],
    ['an unknown device', { device: 'Celular' }],
    ['a text over its limit', { url: `http://x/${'a'.repeat(1000)}` }],
    ['a negative position', { posicionX: -1 }],
  ])('refuses %s with 422', async (_, change) => {
    expect((await send({ listData: [{ ...ENTRY, ...change }] })).status).toBe(422);
    expect(sandbox.logLines).toEqual([]);
  });

  it('accepts what a beacon sends: a JSON Blob, same-origin by Sec-Fetch-Site without Origin', async () => {
    const answer = await send(batch(1), { origin: '', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });
    expect(answer.status).toBe(204);
  });

  it('a cross-origin beacon → 403; a text/plain beacon → 415', async () => {
    expect((await send(batch(1), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(batch(1), { 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('an insurer failure → 502', async () => {
    await sandbox.fault({ path: WIRE_PATHS.saveLogUser, status: 500 });
    expect((await send(batch(1))).status).toBe(502);
  });
});
