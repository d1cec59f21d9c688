/** @jest-environment node */
import { isIP } from 'node:net';
import { MIX, buildRequest, kindOf, pickByWeight, problems, statusClasses } from '@/scripts/load/mix.mjs';
import { anonymousContactSchema } from '@/lib/validation/contact';
import { loginSchema } from '@/lib/validation/forms';

const context = { origin: 'http://localhost:3300', sessionCookie: 'portal-session=abc' };

describe('the load mix', () => {
  it('is the realistic mix: home, FAQ, login, a logged-in page and contact, 100 % in all', () => {
    expect(MIX).toEqual([
      { kind: 'home', weight: 35 },
      { kind: 'faq', weight: 20 },
      { kind: 'login', weight: 15 },
      { kind: 'account', weight: 20 },
      { kind: 'contact', weight: 10 },
    ]);
  });

  it('picks by weight', () => {
    expect(pickByWeight(MIX, 0).kind).toBe('home');
    expect(pickByWeight(MIX, 0.3499).kind).toBe('home');
    expect(pickByWeight(MIX, 0.35).kind).toBe('faq');
    expect(pickByWeight(MIX, 0.7).kind).toBe('account');
    expect(pickByWeight(MIX, 0.9999).kind).toBe('contact');
    expect(() => pickByWeight([{ kind: 'x', weight: 0 }], 0.5)).toThrow(RangeError);
  });

  it('keeps the proportions in every stretch of the run, even a short one', () => {
    for (const [from, count] of [[0, 200], [5_000, 1_000]] as const) {
      const counts: Record<string, number> = {};
      for (let n = from; n < from + count; n += 1) counts[kindOf(n)] = (counts[kindOf(n)] ?? 0) + 1;
      for (const { kind, weight } of MIX) expect(Math.abs(counts[kind]! / count - weight / 100)).toBeLessThan(0.02);
    }
  });
});

describe('the requests', () => {
  it('come each from a client address of its own', () => {
    const addresses = Array.from({ length: 500 }, (_, n) => buildRequest(kindOf(n), n, context).headers['x-forwarded-for']!);
    expect(new Set(addresses).size).toBe(500);
    expect(addresses.every((address) => isIP(address) === 4)).toBe(true);
  });

  it('load the public pages anonymously and the logged-in page with the session cookie', () => {
    expect(buildRequest('home', 1, context)).toMatchObject({ method: 'GET', path: '/' });
    expect(buildRequest('home', 1, context).headers.cookie).toBeUndefined();
    expect(buildRequest('faq', 1, context)).toMatchObject({ method: 'GET', path: '/perguntas-frequentes' });
    expect(buildRequest('account', 1, context)).toMatchObject({ method: 'GET', path: '/auth/comparador-salarial-v2', headers: { cookie: 'portal-session=abc' } });
  });

  it('post logins and contact messages as the portal’s forms do, with bodies its schemas accept', () => {
    for (let n = 0; n < 8; n += 1) {
      const login = buildRequest('login', n, context);
      expect(login).toMatchObject({ method: 'POST', path: '/api/auth/login', headers: { origin: context.origin, 'content-type': 'application/json' } });
      expect(loginSchema.safeParse(JSON.parse(login.body!)).success).toBe(true);
      const contact = buildRequest('contact', n, context);
      expect(contact).toMatchObject({ method: 'POST', path: '/api/contact', headers: { origin: context.origin, 'content-type': 'application/json' } });
      expect(anonymousContactSchema.safeParse(JSON.parse(contact.body!)).error).toBeUndefined();
    }
    const customers = new Set(Array.from({ length: 8 }, (_, n) => JSON.parse(buildRequest('login', n, context).body!).document));
    expect(customers.size).toBe(4);
  });

  it('refuse an unknown kind', () => {
    expect(() => buildRequest('admin', 1, context)).toThrow(RangeError);
  });
});

describe('the verdict', () => {
  it('groups statuses by class', () => {
    expect(statusClasses({ 200: 10, 204: 1, 302: 2, 429: 3, 404: 1, 502: 4 })).toEqual({ '2xx': 11, '3xx': 2, '4xx': 4, '5xx': 4 });
  });

  it('passes a run of 2xx answers only', () => {
    expect(problems({ statuses: { 200: 1000 }, errors: 0, timeouts: 0 })).toEqual([]);
  });

  it('fails on any connection error, timeout, redirect, 4xx or 5xx, each reported apart', () => {
    expect(problems({ statuses: { 200: 990, 302: 1, 429: 2, 503: 3 }, errors: 5, timeouts: 2 })).toEqual([
      '3 connection errors',
      '2 timeouts',
      '1 answers 3xx',
      '2 answers 4xx',
      '3 answers 5xx',
    ]);
  });

  it('fails a run that got no answer at all', () => {
    expect(problems({ statuses: {}, errors: 0, timeouts: 0 })).toEqual(['no answer at all']);
  });
});
