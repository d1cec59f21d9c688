/** @jest-environment node */
/**
 * The request id: generated for every handler request and echoed in X-Request-Id; a
 * client's X-Request-Id is taken only behind a trusted proxy (TRUST_PROXY=1) and only when it is a
 * short safe token; the same id reaches the insurer call and every log line of the request.
 */
import { DEMO_PASSWORD, SITE, withEnv, withSandbox } from '@/testing/bff-harness';

// The X-Request-Id header on the insurer request itself: lib/insurer/request.test.ts.
withSandbox();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A wrong login (one insurer call) with `requestId` as X-Request-Id; the id answered and the log lines of that registry. */
async function loginWith(requestId: string | null): Promise<{ echoed: string | null; lines: Record<string, unknown>[] }> {
  const { POST: login } = await import('@/app/api/auth/login/route');
  const { captureLogs } = await import('@/lib/ops/log');
  // Each call is one wrong password of the same CPF: fresh limits, so the portal's per-CPF limit never answers instead of the insurer.
  (await import('@/lib/limits/limiter')).resetLimiters();
  const lines: string[] = [];
  const stop = captureLogs((line) => void lines.push(line));
  try {
    const headers: Record<string, string> = { origin: SITE, 'content-type': 'application/json', ...(requestId === null ? {} : { 'x-request-id': requestId }) };
    const body = JSON.stringify({ document: '529.982.247-25', password: `${DEMO_PASSWORD}x` });
    const response = await login(new Request(`${SITE}/api/auth/login`, { method: 'POST', headers, body }));
    expect(response.status).toBe(400);
    return { echoed: response.headers.get('x-request-id'), lines: lines.map((line) => JSON.parse(line)) };
  } finally {
    stop();
  }
}

const MALICIOUS = ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'mariana@exemplo.com.br', '../../etc', '-leading-dash', ''];

it('without a trusted proxy: generated, echoed, on the insurer call\'s line and every line; a sent id is ignored', async () => {
  await withEnv({ TRUST_PROXY: '0' }, async () => {
    const first = await loginWith(null);
    const second = await loginWith('proxy-id-123');
    for (const { echoed, lines } of [first, second]) {
      expect(echoed).toMatch(UUID);
      // The refused login's security event (lib/ops/security-event.ts) is a line of the request too.
      expect(lines.map((line) => line.event)).toEqual(['insurer.call', 'auth.login', 'http.request']);
      expect(lines.map((line) => line.requestId)).toEqual([echoed, echoed, echoed]);
      expect(lines[2]).toMatchObject({ method: 'POST', route: '/api/auth/login', status: 400, ms: expect.any(Number) });
    }
    expect(first.echoed).not.toBe(second.echoed);
  });
});

it('behind a trusted proxy: a short safe token is taken; anything else is refused and replaced', async () => {
  await withEnv({ TRUST_PROXY: '1' }, async () => {
    for (const id of ['0f8e6a52-3c1d-4b7e-9a10-2b3c4d5e6f70', 'Root-1-67891233-abcdef0123', 'lb:7f3a.9']) {
      const { echoed, lines } = await loginWith(id);
      expect(echoed).toBe(id);
      expect(lines.map((line) => line.requestId)).toEqual(lines.map(() => id));
      expect(lines.map((line) => line.event)).toContain('http.request');
    }
    for (const id of MALICIOUS) {
      const { echoed, lines } = await loginWith(id);
      expect(echoed).toMatch(UUID);
      // Every line of the request (its insurer call, the failed-login counter's refusals, the request line).
      expect(lines.map((line) => line.requestId)).toEqual(lines.map(() => echoed));
      expect(lines.map((line) => line.event)).toContain('http.request');
      if (id) expect(JSON.stringify(lines)).not.toContain(id);
    }
  });
});
