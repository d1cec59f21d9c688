import { contentSecurityPolicy, createNonce, type CspOptions } from './csp';

const BASE: CspOptions = { captcha: 'none', tagManager: false, https: true };
const directives = (policy: string): Record<string, string[]> => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('dynamic pages: a nonce with strict-dynamic, nothing inline or third-party', () => {
    const policy = directives(contentSecurityPolicy({ ...BASE, nonce: 'abc123==' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    expect(policy['report-to']).toEqual(['csp']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    const withInline = Object.entries(policy).filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name);
    expect(withInline).toEqual(['style-src-attr']);
  });

  it('never allows inline scripts or eval in production', () => {
    for (const options of [{ ...BASE, nonce: 'n' }, { ...BASE, hashes: { scripts: ['x'], styles: ['y'] } }]) {
      const policy = directives(contentSecurityPolicy(options));
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['style-src']).not.toContain("'unsafe-inline'");
    }
  });

  it('prerendered pages: the hashes of their inline scripts and styles', () => {
    const policy = directives(contentSecurityPolicy({ ...BASE, hashes: { scripts: ['AAA=', 'BBB='], styles: ['CCC='] } }));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-CCC='"]);
  });

  it('adds the captcha provider and the tag manager only when configured', () => {
    const none = contentSecurityPolicy({ ...BASE, nonce: 'n' });
    expect(none).not.toMatch(/google|cloudflare/);
    const turnstile = directives(contentSecurityPolicy({ ...BASE, nonce: 'n', captcha: 'turnstile', tagManager: true }));
    expect(turnstile['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(turnstile['connect-src']).toEqual(expect.arrayContaining(['https://challenges.cloudflare.com', 'https://www.google-analytics.com']));
    const recaptcha = directives(contentSecurityPolicy({ ...BASE, hashes: { scripts: [], styles: [] }, captcha: 'recaptcha-v3', tagManager: false }));
    expect(recaptcha['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
  });

  it('upgrades insecure requests over HTTPS only, and allows eval only in development', () => {
    expect(contentSecurityPolicy({ ...BASE, https: false, nonce: 'n' })).not.toContain('upgrade-insecure-requests');
    expect(directives(contentSecurityPolicy({ ...BASE, nonce: 'n', development: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
