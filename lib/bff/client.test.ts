import { supportCodeOf } from '@/lib/ops/support-code';
import { isConnectionError, loadOf, requestFile, requestJson } from './client';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const reply = (status: number, json: () => Promise<unknown>) => fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json } as Response);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('requestJson POST', () => {
  it('POSTs JSON same-origin and returns the DTO', async () => {
    reply(200, async () => ({ sent: true }));
    await expect(requestJson('POST', '/api/auth/recovery', { document: '52998224725' })).resolves.toEqual({ ok: true, data: { sent: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/recovery');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(init?.body).toBe('{"document":"52998224725"}');
  });

  it('returns the status and the ApiError of a refusal', async () => {
    reply(400, async () => ({ error: 'business', code: '101', message: 'm' }));
    await expect(requestJson('POST', '/x')).resolves.toEqual({ ok: false, status: 400, error: { error: 'business', code: '101', message: 'm' } });
  });

  it('turns a network failure or an unreadable answer into upstream', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await requestJson('POST', '/x');
    expect(offline).toEqual({ ok: false, status: 0, error: { error: 'upstream', message: '' } });
    reply(500, async () => {
      throw new SyntaxError('Unexpected token <');
    });
    const html = await requestJson('POST', '/x');
    expect(html).toEqual({ ok: false, status: 500, error: { error: 'upstream', message: '' } });
    expect(!offline.ok && isConnectionError(offline.error)).toBe(true);
  });

  it('only an upstream failure, a timeout, an open breaker and a refused load are connection errors', () => {
    expect(isConnectionError({ error: 'timeout', message: '' })).toBe(true);
    // The insurer's breaker open, or this instance refusing load for a moment: the same dialog, what was typed kept.
    expect(isConnectionError({ error: 'unavailable', message: '' })).toBe(true);
    expect(isConnectionError({ error: 'overloaded', message: '' })).toBe(true);
    expect(isConnectionError({ error: 'business', message: '' })).toBe(false);
  });
});

describe('the support code of a failed answer', () => {
  const REQUEST_ID = '3f1c2a9e-5b7d-4e21-9c0a-8d6f4b2e1a77';
  const replyWithId = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body, headers: new Map([['X-Request-Id', REQUEST_ID]]) } as unknown as Response);

  it('is made from the X-Request-Id of a 4xx or a 5xx, and passed on to the Load', async () => {
    replyWithId(422, { error: 'validation', message: 'm' });
    const refused = await requestJson('POST', '/x');
    expect(refused).toEqual({ ok: false, status: 422, error: { error: 'validation', message: 'm' }, supportCode: supportCodeOf(REQUEST_ID) });
    replyWithId(502, { error: 'upstream', message: '' });
    const unreachable = await requestJson('GET', '/x');
    expect(unreachable).toMatchObject({ ok: false, status: 502, supportCode: supportCodeOf(REQUEST_ID) });
    expect(loadOf(unreachable)).toEqual({ kind: 'failed', problem: 'connection', message: '', supportCode: supportCodeOf(REQUEST_ID) });
  });

  it('is none when nothing answered, when the answer has no request id, or on success', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await requestJson('POST', '/x')).not.toHaveProperty('supportCode');
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => undefined, headers: new Map() } as unknown as Response);
    expect(await requestJson('POST', '/x')).not.toHaveProperty('supportCode');
    replyWithId(200, { a: 1 });
    expect(await requestJson('POST', '/x')).toEqual({ ok: true, data: { a: 1 } });
    expect(loadOf({ ok: false, status: 403, error: { error: 'forbidden', message: 'm' } })).not.toHaveProperty('supportCode');
  });
});

describe('loadOf (what a page shows of a read, on the server and in the browser alike)', () => {
  it('is the data, or why it failed: connection, session over, or the refusal with its pt-BR message', () => {
    expect(loadOf({ ok: true, data: { a: 1 } })).toEqual({ kind: 'ready', data: { a: 1 } });
    expect(loadOf({ ok: false, status: 0, error: { error: 'upstream', message: '' } })).toMatchObject({ kind: 'failed', problem: 'connection' });
    expect(loadOf({ ok: false, status: 504, error: { error: 'timeout', message: 'm' } })).toMatchObject({ kind: 'failed', problem: 'connection' });
    expect(loadOf({ ok: false, status: 401, error: { error: 'unauthorized', message: 'm' } })).toMatchObject({ kind: 'failed', problem: 'expired' });
    expect(loadOf({ ok: false, status: 403, error: { error: 'forbidden', message: 'Não incluído.' } })).toEqual({ kind: 'failed', problem: 'refused', message: 'Não incluído.' });
  });
});

describe('requestJson', () => {
  it('GETs without a body, not from the cache unless asked', async () => {
    reply(200, async () => ({}));
    reply(200, async () => ({}));
    await requestJson('GET', '/api/appointments');
    await requestJson('GET', '/api/legal/tyc', undefined, { cache: 'default' });
    expect(fetchMock.mock.calls.map(([, init]) => [init?.method, init?.body, init?.cache])).toEqual([
      ['GET', undefined, 'no-store'],
      ['GET', undefined, 'default'],
    ]);
  });
});

describe('requestFile (a download from a BFF route)', () => {
  const REQUEST_ID = '3f1c2a9e-5b7d-4e21-9c0a-8d6f4b2e1a77';

  it('is the file with the name of its Content-Disposition, or the fallback name without one', async () => {
    const blob = { size: 3 } as Blob;
    const file = (disposition?: string) =>
      fetchMock.mockResolvedValueOnce({ ok: true, status: 200, blob: async () => blob, headers: new Map(disposition ? [['content-disposition', disposition]] : []) } as unknown as Response);
    file('attachment; filename="minha-marca.svg"');
    await expect(requestFile('/api/logo/1?format=svg')).resolves.toEqual({ ok: true, data: { blob, filename: 'minha-marca.svg' } });
    file();
    await expect(requestFile('/api/logo/1', { fallbackName: 'logo' })).resolves.toEqual({ ok: true, data: { blob, filename: 'logo' } });
  });

  it('is the route\'s ApiError with its support code, or a connection error when nothing answered', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 404,
      json: async () => ({ error: 'notFound', message: 'Não encontrado.' }),
      headers: new Map([['X-Request-Id', REQUEST_ID]]),
    } as unknown as Response);
    await expect(requestFile('/x')).resolves.toEqual({ ok: false, status: 404, error: { error: 'notFound', message: 'Não encontrado.' }, supportCode: supportCodeOf(REQUEST_ID) });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await requestFile('/x');
    expect(!offline.ok && isConnectionError(offline.error) && offline.status === 0).toBe(true);
  });
});
