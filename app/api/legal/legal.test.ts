/** @jest-environment node */
import { PRIVACY_POLICY, TERMS } from '@/sandbox/content/legal';
import { SITE, TIMEOUT_MS, WIRE_PATHS, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

/** A fresh route module (and so an empty cache) per test. */
async function get(key: string) {
  const { GET } = await import('./[key]/route');
  const response = await GET(new Request(`${SITE}/api/legal/${key}`), { params: Promise.resolve({ key }) });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), json: (await response.json()) as Record<string, unknown> };
}

const keyListCalls = () => sandbox.logLines.filter((line) => line.includes(WIRE_PATHS.keyList)).length;

beforeEach(() => jest.resetModules());

describe('GET /api/legal/{key}', () => {
  it.each([
    ['tyc', TERMS],
    ['PolicyPrivacy', PRIVACY_POLICY],
  ])('%s: the title and markdown decoded from the key list’s base64, cacheable', async (key, document) => {
    const answer = await get(key);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ title: document.title, content: document.content });
    expect(answer.cacheControl).toBe('public, max-age=3600');
  });

  it('keeps the decoded text for LEGAL_CACHE_SECONDS: one insurer call, even when the insurer fails meanwhile', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(Date.UTC(2026, 0, 5, 12));
    expect((await get('tyc')).status).toBe(200);
    await sandbox.fault({ path: WIRE_PATHS.keyList, status: 503 });
    now.mockReturnValue(Date.UTC(2026, 0, 5, 12) + 3599_000);
    expect((await get('tyc')).json).toEqual({ title: TERMS.title, content: TERMS.content });
    expect(keyListCalls()).toBe(1);

    now.mockReturnValue(Date.UTC(2026, 0, 5, 13));
    expect((await get('tyc')).status).toBe(502);
    expect(keyListCalls()).toBe(2);
  });

  it('caches each key on its own', async () => {
    await get('tyc');
    await get('PolicyPrivacy');
    await get('tyc');
    await get('PolicyPrivacy');
    expect(keyListCalls()).toBe(2);
  });

  it('does not cache a failure', async () => {
    await sandbox.fault({ path: WIRE_PATHS.keyList, body: 'garbage', times: 1 });
    const failed = await get('PolicyPrivacy');
    expect(failed.status).toBe(502);
    expect(failed.cacheControl).toBe('no-store, no-transform');
    expect(failed.json).toEqual({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect((await get('PolicyPrivacy')).status).toBe(200);
    expect(keyListCalls()).toBe(2);
  });

  it('a slow insurer → 504', async () => {
    await sandbox.fault({ path: WIRE_PATHS.keyList, latencyMs: TIMEOUT_MS + 300, times: 1 });
    const answer = await get('tyc');
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
  });

  it.each(['terms', 'TYC', '..%2Fsecret', 'constructor'])('another key (%p) → 404 without calling the insurer', async (key) => {
    const answer = await get(key);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'notFound', message: 'Documento não encontrado.' });
    expect(sandbox.logLines).toEqual([]);
  });
});
