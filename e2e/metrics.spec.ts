import { DEMO, loginAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { E2E_METRICS_TOKEN } from './support/servers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('GET /api/metrics', () => {
  test("is the API's plain 404 without the right token", async ({ request }) => {
    for (const headers of [{}, bearer('e2e-metrics-token-wrong-0123456789'), { authorization: E2E_METRICS_TOKEN }]) {
      const answer = await request.get('/api/metrics', { headers });
      expect(answer.status()).toBe(404);
      expect(await answer.json()).toEqual({ error: 'notFound', message: 'Não encontramos o endereço solicitado.' });
    }
  });

  test("serves this instance's Prometheus metrics with the token, the customer's requests counted by route", async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    const answer = await request.get('/api/metrics', { headers: bearer(E2E_METRICS_TOKEN) });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{route="\/api\/auth\/login",method="POST",status_class="2xx"\} [1-9]\d*$/m);
    expect(text).toMatch(/^portal_insurer_call_duration_seconds_count\{operation="[^"]+",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^portal_redis_available 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e+-]+$/m);
  });
});
