/** @jest-environment node */
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const sandbox = withSandbox();

type Loaded = { metrics: typeof import('./metrics/route').GET; login: typeof import('./auth/login/route').POST };

/** The route modules loaded afresh with METRICS_TOKEN set to `token` (lib/env reads the environment once per module registry). */
async function load(token: string | undefined): Promise<Loaded> {
  jest.resetModules();
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  return { metrics: (await import('./metrics/route')).GET, login: (await import('./auth/login/route')).POST };
}

const scrape = (metrics: Loaded['metrics'], authorization?: string) =>
  metrics(new Request('http://localhost:3000/api/metrics', { headers: authorization ? { authorization } : {} }));

/** The API's plain 404: nothing says why, or that the route exists. */
async function expectNotFound(answer: Promise<Response>) {
  const response = await answer;
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: 'notFound', message: 'Não encontramos o endereço solicitado.' });
}

afterAll(() => delete process.env.METRICS_TOKEN);

describe('GET /api/metrics', () => {
  it("is the API's plain 404 without METRICS_TOKEN, even with a token", async () => {
    const { metrics } = await load(undefined);
    await expectNotFound(scrape(metrics));
    await expectNotFound(scrape(metrics, `Bearer ${TOKEN}`));
  });

  it("is the API's plain 404 without the right bearer token", async () => {
    const { metrics } = await load(TOKEN);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, `bearer ${TOKEN}`, 'Bearer ']) {
      await expectNotFound(scrape(metrics, authorization));
    }
  });

  it('serves the Prometheus text with the token: requests, insurer calls, breaker, limits, Redis, event loop, process', async () => {
    const { metrics, login } = await load(TOKEN);
    const customer = browser();
    expect((await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD })).status).toBe(200);
    const response = await scrape(metrics, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'portal_http_request_duration_seconds',
      'portal_insurer_call_duration_seconds',
      'portal_insurer_breaker_state',
      'portal_limit_refusals_total',
      'portal_redis_available',
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_max_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{route="\/api\/auth\/login",method="POST",status_class="2xx"\} 1$/m);
    expect(text).toMatch(/^portal_insurer_call_duration_seconds_count\{operation="POST [^"]+",outcome="ok"\} [1-9]$/m);
    expect(text).toMatch(/^portal_insurer_breaker_state 0$/m);
    expect(text).toMatch(/^portal_redis_available -1$/m);
    expect(sandbox.logLines.length).toBeGreaterThan(0);
  });

  it('counts the requests a limit refuses, by limit', async () => {
    const { metrics, login } = await load(TOKEN);
    const customer = browser();
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i++) {
      const answer = await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: 'Errada(123)' });
      if (answer.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const text = await (await scrape(metrics, `Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^portal_limit_refusals_total\{limit="[\w.-]+"\} [1-9]\d*$/m);
  });
});
