import { expect, test } from '@playwright/test';

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

// Next.js's server gzips whatever it sends; lib/bff/json-response.ts keeps the small JSON answers
// out of it (a deflate stream costs more than it saves on them).
test.describe('compression', () => {
  test('a page and a large JSON answer are compressed', async ({ request }) => {
    const page = await request.get('/', { headers: GZIP });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('gzip');

    const legal = await request.get('/api/legal/tyc', { headers: GZIP });
    expect(legal.status()).toBe(200);
    expect((await legal.body()).byteLength).toBeGreaterThan(1024);
    expect(legal.headers()['content-encoding']).toBe('gzip');
  });

  test('a small JSON answer is sent as it is: health, a refused login, a validation error', async ({ request, baseURL }) => {
    const health = await request.get('/api/health', { headers: GZIP });
    expect(health.headers()['content-encoding']).toBeUndefined();
    expect(health.headers()['cache-control']).toBe('no-store, no-transform');
    expect(await health.json()).toEqual({ status: 'ok' });

    const headers = { ...GZIP, origin: baseURL!, 'x-forwarded-for': '203.0.113.77' };
    const refused = await request.post('/api/auth/login', { headers, data: { document: '111.444.777-35', password: 'Senha@Errada1' } });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['content-encoding']).toBeUndefined();
    expect(await refused.json()).toMatchObject({ error: 'business' });

    const invalid = await request.post('/api/auth/login', { headers, data: {} });
    expect(invalid.status()).toBe(422);
    expect(invalid.headers()['content-encoding']).toBeUndefined();
  });
});
