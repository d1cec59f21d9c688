/** @jest-environment node */
const ORIGINAL_ENV = { ...process.env };

async function load(env: Record<string, string>) {
  jest.resetModules();
  process.env = { ...ORIGINAL_ENV, ...env };
  return import('./captcha');
}
const answer = (body: unknown) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body));

afterEach(() => {
  process.env = ORIGINAL_ENV;
  jest.restoreAllMocks();
});

describe('verifyCaptcha', () => {
  it("CAPTCHA_PROVIDER=none: the token is 'sandbox', nothing is called", async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { verifyCaptcha } = await load({ CAPTCHA_PROVIDER: 'none' });
    await expect(verifyCaptcha(null, '127.0.0.1')).resolves.toEqual({ kind: 'ok', token: 'sandbox' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Turnstile: verifies the token server-side with the secret and the IP', async () => {
    const fetch = answer({ success: true });
    const { verifyCaptcha } = await load({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' });
    await expect(verifyCaptcha('tok', '177.1.2.3')).resolves.toEqual({ kind: 'ok', token: 'tok' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(String(init?.body)).toBe('secret=secret&response=tok&remoteip=177.1.2.3');
  });

  it('reCAPTCHA v3: a low score or a failure is refused; a missing token is refused without a call', async () => {
    const { verifyCaptcha } = await load({ CAPTCHA_PROVIDER: 'recaptcha-v3', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' });
    answer({ success: true, score: 0.9 });
    await expect(verifyCaptcha('tok', '127.0.0.1')).resolves.toEqual({ kind: 'ok', token: 'tok' });
    answer({ success: true, score: 0.1 });
    await expect(verifyCaptcha('tok', '127.0.0.1')).resolves.toEqual({ kind: 'rejected' });
    answer({ success: false });
    await expect(verifyCaptcha('tok', '127.0.0.1')).resolves.toEqual({ kind: 'rejected' });
    await expect(verifyCaptcha(null, '127.0.0.1')).resolves.toEqual({ kind: 'rejected' });
  });

  it('an unreachable or strange verifier is unavailable (502), not a pass', async () => {
    const { verifyCaptcha } = await load({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' });
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(verifyCaptcha('tok', '127.0.0.1')).resolves.toEqual({ kind: 'unavailable' });
    answer({ unexpected: true });
    await expect(verifyCaptcha('tok', '127.0.0.1')).resolves.toEqual({ kind: 'unavailable' });
  });
});
