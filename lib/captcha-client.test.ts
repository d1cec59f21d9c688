import { waitFor } from '@testing-library/react';
import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import { requestJson } from '@/lib/bff/client';
import { captchaToken, configureCaptcha } from './captcha-client';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({}) } as Response);
  global.fetch = fetchMock;
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

const sentHeaders = () => (fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>;

describe('captcha in the browser', () => {
  it('with provider none: no token, no third-party script, no header', async () => {
    configureCaptcha({ provider: 'none' });
    await expect(captchaToken('login')).resolves.toBeNull();
    await requestJson('POST', '/api/auth/login', {}, { captchaTokens: CAPTCHA_TOKENS.login });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(sentHeaders()).not.toHaveProperty('x-captcha-token');
  });

  it('with reCAPTCHA v3: loads its script once and sends a fresh token on each captcha route', async () => {
    configureCaptcha({ provider: 'recaptcha-v3', siteKey: 'site-key-123' });
    const execute = jest.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    const pending = requestJson('POST', '/api/auth/login', {}, { captchaTokens: CAPTCHA_TOKENS.login });
    // The captcha's code comes with the first submission that needs it (lib/bff/client.ts).
    const script = await waitFor(() => document.head.querySelector('script') ?? Promise.reject(new Error('no script yet')));
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-123');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script?.onload?.(new Event('load'));
    await pending;
    expect(sentHeaders()['x-captcha-token']).toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key-123', { action: 'auth_login' });

    await requestJson('POST', '/api/auth/pre-register', {}, { captchaTokens: CAPTCHA_TOKENS.preRegister });
    expect(((fetchMock.mock.calls[1]?.[1] as RequestInit).headers as Record<string, string>)['x-captcha-token']).toBe('token-2');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('sends no token with a call that asks for none', async () => {
    configureCaptcha({ provider: 'recaptcha-v3', siteKey: 'site-key-123' });
    await requestJson('POST', '/api/auth/logout', {});
    expect(sentHeaders()).not.toHaveProperty('x-captcha-token');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('asks for one fresh token per insurer call of the submission: two for a registration', async () => {
    configureCaptcha({ provider: 'recaptcha-v3', siteKey: 'site-key-123' });
    window.grecaptcha = { ready: (callback) => callback(), execute: jest.fn().mockResolvedValueOnce('token-a').mockResolvedValueOnce('token-b') };
    document.head.innerHTML = '';
    const pending = requestJson('POST', '/api/auth/register', {}, { captchaTokens: CAPTCHA_TOKENS.register });
    document.head.querySelector('script')?.onload?.(new Event('load'));
    await pending;
    expect(sentHeaders()['x-captcha-token']).toBe('token-a,token-b');
  });
});
