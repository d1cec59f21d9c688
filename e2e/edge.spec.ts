import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { PORTAL_HOSTS, portalPort, portalUrl } from './support/servers';

// What the edge (scripts/server/edge.mjs, before Next.js) decides, on the production build: the
// client's address is the socket's (TRUST_PROXY is unset here), TRACE and bad escapes are refused
// with the security headers, and every page names where CSP reports go.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** A valid CPF (right check digits) from a 9-digit base: a new customer each time, so no per-CPF limit is what refuses. */
function validCpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** One request over plain node:http (fetch refuses TRACE), with the path sent as written. */
function raw(method: string, path: string, port: number) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('the client address', () => {
  for (const host of PORTAL_HOSTS) {
    test(`through http://${host}: failed logins each with a new X-Forwarded-For still meet the per-address limit`, async ({ request }, testInfo) => {
      test.slow(); // 70 logins, each an insurer call
      const base = portalUrl(testInfo.parallelIndex, host);
      const statuses: number[] = [];
      for (let i = 0; i < 70; i += 1) {
        const answer = await request.post(`${base}/api/auth/login`, {
          headers: { origin: base, 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`, 'x-real-ip': `203.0.113.${i + 1}`, forwarded: `for=192.0.2.${i + 1}` },
          data: { document: validCpf(300_000_000 + i * 7919), password: 'Errada@1' },
        });
        statuses.push(answer.status());
        if (answer.status() === 429) expect((await answer.json()).code).toBe('TOO_MANY_ATTEMPTS');
      }
      const firstRefused = statuses.indexOf(429) + 1;
      // loginIp allows 50 failures in 15 minutes (lib/limits/limits.ts): the 51st try at the latest is refused, and every one after it.
      expect(firstRefused, `statuses: ${statuses.join(' ')}`).toBeGreaterThan(1);
      expect(firstRefused).toBeLessThanOrEqual(51);
      expect(statuses.slice(firstRefused - 1).every((status) => status === 429)).toBe(true);
      expect(statuses.slice(0, firstRefused - 1).every((status) => status === 400)).toBe(true);
    });
  }
});

test.describe('requests the edge refuses', () => {
  /** The headers every answer carries (next.config.mjs, from scripts/server/security-headers.mjs). */
  const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  };

  test('TRACE → 405 with Allow, the security headers and a short pt-BR page, no stack trace', async ({}, testInfo) => {
    for (const path of ['/', '/api/health']) {
      const answer = await raw('TRACE', path, portalPort(testInfo.parallelIndex));
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expectSecurityHeaders(answer.headers);
      expect(answer.body).toContain('Este endereço não aceita esse tipo de solicitação.');
      expect(answer.body).not.toMatch(/at \w+ \(|Error:|node:internal/);
    }
  });

  test('a path with a bad percent escape → 400 with the security headers and a short pt-BR page', async ({}, testInfo) => {
    for (const path of ['/%E0%A4%A', '/auth/%', '/api/%FF']) {
      const answer = await raw('GET', path, portalPort(testInfo.parallelIndex));
      expect(answer.status, path).toBe(400);
      expectSecurityHeaders(answer.headers);
      expect(answer.body).toContain('O endereço solicitado não é válido.');
      expect(answer.body).not.toMatch(/at \w+ \(|Error:|node:internal/);
    }
  });
});

test.describe('CSP reports', () => {
  test('every page names the report address (report-to and report-uri, Reporting-Endpoints); base-uri is none; axe unaffected', async ({ page }) => {
    const response = await page.goto('/perguntas-frequentes');
    const headers = await response!.allHeaders();
    expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
    const policies = headers['content-security-policy']!.split('\n');
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain('report-to csp');
      expect(policy).toContain('report-uri /api/csp-report');
    }
    await expectNoAxeViolations(page);
  });

  test('a report sent as a browser sends it → 204', async ({ request }, testInfo) => {
    const base = portalUrl(testInfo.parallelIndex);
    const report = [{ type: 'csp-violation', url: `${base}/`, body: { documentURL: `${base}/?q=1`, blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem', disposition: 'enforce' } }];
    const answer = await request.post(`${base}/api/csp-report`, { headers: { 'content-type': 'application/reports+json' }, data: JSON.stringify(report) });
    expect(answer.status()).toBe(204);
  });
});
