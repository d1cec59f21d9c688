/** @jest-environment node */
import { supportCodeOf } from '@/lib/ops/support-code';
import { POST as login } from './login/route';
import { POST as preRegister } from './pre-register/route';
import { POST as requestRecovery } from './recovery/route';
import { POST as validateCode } from './recovery/validate/route';
import { DEMO_PASSWORD, SITE, TIMEOUT_MS, WIRE_PATHS, browser, withEnv, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();
const MARIANA = { document: '529.982.247-25', password: DEMO_PASSWORD };

describe('every handler', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['a cross-site Sec-Fetch-Site without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) Sec-Fetch-Site without Origin', { origin: '', 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 before calling the insurer', async (_, headers) => {
    const request = new Request(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).filter(([, v]) => v !== '')),
      body: JSON.stringify(MARIANA),
    });
    const response = await login(request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden', message: 'Solicitação recusada: origem não permitida.' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(sandbox.logLines).toEqual([]);
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site (403)', async () => {
    const request = new Request(`${SITE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MARIANA) });
    expect((await login(request)).status).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sends no Origin', async () => {
    const answer = await browser().post(login, '/api/auth/login', MARIANA, { headers: { origin: '', 'sec-fetch-site': 'same-origin' } });
    expect(answer.status).toBe(200);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['']])(
    'refuses Content-Type %p with 415',
    async (type) => {
      const answer = await browser().post(login, '/api/auth/login', MARIANA, { headers: { 'content-type': type } });
      expect(answer.status).toBe(415);
      expect(answer.json).toEqual({ error: 'unsupported', message: 'Envie os dados no formato JSON.' });
    },
  );

  it.each([
    ['a declared Content-Length', true],
    ['a streamed body without Content-Length', false],
  ])('refuses a body over 16 KiB with 413 before reading it all (%s)', async (_, declared) => {
    const big = JSON.stringify({ ...MARIANA, padding: 'x'.repeat(20 * 1024) });
    const bytes = new TextEncoder().encode(big);
    const body = declared
      ? big
      : new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
            controller.close();
          },
        });
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: SITE };
    if (declared) headers['content-length'] = String(bytes.length);
    const response = await login(new Request(`${SITE}/api/auth/login`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'tooLarge', message: 'A solicitação é grande demais.' });
    expect(sandbox.logLines).toEqual([]);
  });

  it('accepts application/json with a charset', async () => {
    const answer = await browser().post(login, '/api/auth/login', MARIANA, { headers: { 'content-type': 'Application/JSON; charset=utf-8' } });
    expect(answer.status).toBe(200);
  });

  it('answers an invalid body 422 with the pt-BR message of each field', async () => {
    const answer = await browser().post(login, '/api/auth/login', { document: '529.982', password: '' });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      error: 'validation',
      message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.',
      fields: { document: 'Número insuficiente de dígitos', password: 'Você deve preencher o campo' },
    });
    expect(sandbox.logLines).toEqual([]);
  });

  it('validates the sign-up data with the form’s messages', async () => {
    const answer = await browser().post(preRegister, '/api/auth/pre-register', {
      document: '529.982.247-26',
      names: 'Ana',
      phone: '(11) 9876-543',
      email: 'ana@',
      acceptTerms: false,
    });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      document: 'CPF inválido',
      names: 'Os nomes não podem conter caracteres especiais e devem ter no mínimo 4 letras',
      phone: 'Digite os 11 números do celular, com o DDD.',
      email: 'O formato do email está incorreto',
      acceptTerms: 'Você deve aceitar os termos de uso.',
    });
  });

  it('answers malformed JSON, or a body that is not an object, 422', async () => {
    const broken = await browser().post(login, '/api/auth/login', undefined, { rawBody: '{"document": ' });
    expect(broken.status).toBe(422);
    expect(broken.json).toEqual({ error: 'validation', message: expect.any(String) });
    expect((await browser().post(login, '/api/auth/login', ['a'])).status).toBe(422);
    expect((await browser().post(validateCode, '/api/auth/recovery/validate', { code: '12a456' })).json.fields).toEqual({
      code: 'Digite os 6 dígitos do código.',
    });
  });
});

describe('insurer faults become a clean 502/504', () => {
  it(`latency over the timeout → 504 within the timeout plus 1 s`, async () => {
    await sandbox.fault({ path: WIRE_PATHS.login, latencyMs: TIMEOUT_MS + 300 });
    const answer = await browser().post(login, '/api/auth/login', MARIANA);
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1000);
    expect(answer.setCookies).toEqual([]);
  });

  it('latency under the timeout is just slow', async () => {
    await sandbox.fault({ path: WIRE_PATHS.login, latencyMs: TIMEOUT_MS / 4 });
    expect((await browser().post(login, '/api/auth/login', MARIANA)).status).toBe(200);
  });

  it.each([
    ['HTTP 500', { status: 500 }],
    ['HTTP 503', { status: 503 }],
    ['garbage', { body: 'garbage' }],
    ['a truncated cipher', { body: 'truncated-cipher' }],
    ['an HTML error page', { body: 'html', status: 502 }],
    ['an empty body', { body: 'empty' }],
  ])('%s → 502, no stack trace, no cookie', async (_, fault) => {
    await sandbox.fault({ path: WIRE_PATHS.login, ...fault });
    const answer = await browser().post(login, '/api/auth/login', MARIANA);
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(answer.setCookies).toEqual([]);
  });

  it('an unreachable insurer → 502', async () => {
    await withEnv({ INSURER_API_URL: 'http://127.0.0.1:9' }, async () => {
      const { POST: isolatedLogin } = await import('./login/route');
      expect((await browser().post(isolatedLogin, '/api/auth/login', MARIANA)).status).toBe(502);
    });
  });
});

describe('the insurer log', () => {
  it('writes one JSON line per call, with path, status, ms and outcome, and no CPF, password, code or JWT', async () => {
    const mariana = browser();
    const ids: string[] = [];
    ids.push((await mariana.post(login, '/api/auth/login', MARIANA)).headers['x-request-id'] ?? '');
    ids.push((await mariana.post(login, '/api/auth/login', { ...MARIANA, password: 'Errada@2026' })).headers['x-request-id'] ?? '');
    await sandbox.fault({ path: WIRE_PATHS.login, latencyMs: TIMEOUT_MS + 300 });
    ids.push((await mariana.post(login, '/api/auth/login', MARIANA)).headers['x-request-id'] ?? '');
    const jwt = (await mariana.session())?.jwt ?? 'no-jwt';

    const line = (requestId: string | undefined, fields: Record<string, unknown>) => ({
      level: 'info', time: expect.any(Number), pid: process.pid, hostname: expect.any(String), requestId, supportCode: supportCodeOf(requestId!),
      event: 'insurer.call', method: 'POST', path: '/login/loginV2', ms: expect.any(Number), breaker: 'closed', ...fields,
    });
    expect(sandbox.logLines.map((each) => JSON.parse(each))).toEqual([
      line(ids[0], { status: 200, outcome: 'ok' }),
      line(ids[1], { status: 200, outcome: 'business', insurerCode: '101' }),
      line(ids[2], { status: null, outcome: 'timeout' }),
    ]);
    expect(new Set(ids).size).toBe(3);
    for (const secret of ['52998224725', '529.982.247-25', DEMO_PASSWORD, 'Errada@2026', jwt]) {
      expect(sandbox.logLines.join('\n')).not.toContain(secret);
    }
  });

  it('names the path segments of a parameterised call instead of showing the CPF and code', async () => {
    const recovery = browser();
    await recovery.post(requestRecovery, '/api/auth/recovery', { document: '52998224725', email: 'mariana.oliveira@exemplo.com.br' });
    const code = await sandbox.lastCode('52998224725');
    await recovery.post(validateCode, '/api/auth/recovery/validate', { code });
    const validation = JSON.parse(sandbox.logLines.at(-1) ?? '{}');
    expect(validation).toMatchObject({ method: 'GET', path: '/security/passwordValidateCode/:document/:code', outcome: 'ok', status: 200 });
    expect(sandbox.logLines.join('\n')).not.toContain(code);
    expect(sandbox.logLines.join('\n')).not.toContain('52998224725');
  });
});

describe('what the insurer is told about the caller', () => {
  const request = (headers: Record<string, string>) => new Request(`${SITE}/api/auth/login`, { headers });

  // The edge (scripts/server/client-address.mjs) leaves X-Forwarded-For holding the client's one
  // address, whatever TRUST_PROXY says; the handler takes its last entry (Vercel's edge sets one too).
  it('the public IP is the client address X-Forwarded-For holds after the edge, 127.0.0.1 when none', async () => {
    for (const TRUST_PROXY of ['0', '1']) {
      await withEnv({ TRUST_PROXY }, async () => {
        const { publicIp } = await import('@/lib/bff/handler');
        expect(publicIp(request({ 'x-forwarded-for': '177.12.34.56' }))).toBe('177.12.34.56');
        expect(publicIp(request({ 'x-forwarded-for': '10.0.0.1, 177.12.34.56' }))).toBe('177.12.34.56');
        expect(publicIp(request({ 'x-forwarded-for': '2804:14c::1' }))).toBe('2804:14c::1');
        expect(publicIp(request({ 'x-forwarded-for': 'not-an-ip' }))).toBe('127.0.0.1');
        expect(publicIp(request({}))).toBe('127.0.0.1');
      });
    }
  });

  it('with a real captcha provider, a submission without its tokens is refused (403) before the insurer', async () => {
    await withEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site' }, async () => {
      const { POST: guardedLogin } = await import('./login/route');
      const answer = await browser().post(guardedLogin, '/api/auth/login', MARIANA);
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: 'forbidden', message: 'Não foi possível confirmar sua solicitação. Atualize a página e tente novamente.' });
    });
    expect(sandbox.logLines).toEqual([]);
  });
});

describe('captcha tokens: one fresh token per insurer call (the sandbox, like a real provider, refuses reuse)', () => {
  const CAPTCHA = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site' };
  const ANA = { document: '314.159.265-90', names: 'Ana Paula Ferreira', phone: '81994443322', email: 'ana.ferreira@exemplo.com.br', acceptTerms: true };
  const PASSWORDS = { password: 'Nova(Senha)9', confirmPassword: 'Nova(Senha)9' };
  const tokens = (...values: string[]) => ({ headers: { 'x-captcha-token': values.join(',') } });

  it('a login spends its token upstream; the same token again is refused with 403', async () => {
    await withEnv(CAPTCHA, async () => {
      const { POST: guardedLogin } = await import('./login/route');
      expect((await browser().post(guardedLogin, '/api/auth/login', MARIANA, tokens('tok-1'))).status).toBe(200);
      const again = await browser().post(guardedLogin, '/api/auth/login', MARIANA, tokens('tok-1'));
      expect(again.status).toBe(403);
      expect(again.json.message).toBe('Não foi possível confirmar sua solicitação. Atualize a página e tente novamente.');
    });
  });

  it('registration carries two tokens: one for the registration, one for the automatic login', async () => {
    await withEnv(CAPTCHA, async () => {
      const { POST: guardedPreRegister } = await import('./pre-register/route');
      const { POST: guardedRegister } = await import('./register/route');
      const ana = browser();
      const { signupToken } = (await ana.post(guardedPreRegister, '/api/auth/pre-register', ANA, tokens('pre-1'))).json;
      // One token for two calls: refused up front, before the account is created.
      const short = await ana.post(guardedRegister, '/api/auth/register', { signupToken, ...PASSWORDS }, tokens('reg-1'));
      expect(short.status).toBe(403);
      // The same token twice: the insurer refuses its second use (the login), as a real provider would.
      const reused = await ana.post(guardedRegister, '/api/auth/register', { signupToken, ...PASSWORDS }, tokens('reg-2', 'reg-2'));
      expect(reused.status).toBe(403);
    });
  });

  it('registration with two fresh tokens creates the account and logs in', async () => {
    await withEnv(CAPTCHA, async () => {
      const { POST: guardedPreRegister } = await import('./pre-register/route');
      const { POST: guardedRegister } = await import('./register/route');
      const ana = browser();
      const { signupToken } = (await ana.post(guardedPreRegister, '/api/auth/pre-register', ANA, tokens('pre-3'))).json;
      const answer = await ana.post(guardedRegister, '/api/auth/register', { signupToken, ...PASSWORDS }, tokens('reg-3', 'reg-4'));
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ names: 'Ana Paula Ferreira' });
      expect(await ana.session()).not.toBeNull();
    });
  });
});
