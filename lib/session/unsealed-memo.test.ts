/** @jest-environment node */
import { sessionCookie } from './cookies';
import { MEMO_MAX_ENTRIES, MEMO_MS, forgetAll, recall, remember, sealExpiry } from './unsealed-memo';
import { SESSION_IDLE_MS } from './session-data';
import { cookieJar, demoSession, sealedSession } from '@/testing/session-fixtures';

const now = Date.now();
const SESSION = demoSession(now);
const cookieOf = sealedSession;
const jarOf = (cookie: string) => cookieJar(cookie);

beforeEach(() => {
  forgetAll();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('reading a sealed cookie (sessionCookie.read)', () => {
  it('opens a seal once: the next read of the same seal needs no WebCrypto and gives the same session', async () => {
    const cookie = await cookieOf(SESSION);
    const decrypt = jest.spyOn(crypto.subtle, 'decrypt');
    await expect(sessionCookie.read(jarOf(cookie).jar, now)).resolves.toEqual(SESSION);
    expect(decrypt).toHaveBeenCalledTimes(1);
    await expect(sessionCookie.read(jarOf(cookie).jar, now + 1000)).resolves.toEqual(SESSION);
    expect(decrypt).toHaveBeenCalledTimes(1);
  });

  it('still applies the session limits to a remembered seal: past the idle time it reads as null and is cleared', async () => {
    const cookie = await cookieOf(SESSION);
    await sessionCookie.read(jarOf(cookie).jar, now);
    const { jar, out } = jarOf(cookie);
    await expect(sessionCookie.read(jar, now + SESSION_IDLE_MS)).resolves.toBeNull();
    expect(out.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
  });

  it('never remembers a tampered seal', async () => {
    const tampered = `${(await cookieOf(SESSION)).slice(0, -8)}AAAAAAAA`;
    const importKey = jest.spyOn(crypto.subtle, 'importKey');
    await expect(sessionCookie.read(jarOf(tampered).jar, now)).resolves.toBeNull();
    const once = importKey.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    await expect(sessionCookie.read(jarOf(tampered).jar, now)).resolves.toBeNull();
    expect(importKey).toHaveBeenCalledTimes(2 * once);
  });
});

describe('the memo', () => {
  const seal = (expiry: number | '') => `Fe26.2*1*salt*iv*data*${expiry}*hsalt*hmac~2`;

  it('reads the expiry of a seal, with or without the version suffix', () => {
    expect(sealExpiry(seal(1_800_000_000_000))).toBe(1_800_000_000_000);
    expect(sealExpiry(seal('').replace('~2', ''))).toBeNull();
  });

  it('forgets an entry after MEMO_MS, or at the seal expiry when that comes first', () => {
    remember('s', seal(now + 10 * MEMO_MS), { a: 1 }, now);
    expect(recall('s', seal(now + 10 * MEMO_MS), now + MEMO_MS - 1)).toEqual({ a: 1 });
    expect(recall('s', seal(now + 10 * MEMO_MS), now + MEMO_MS)).toBeNull();
    remember('s', seal(now + 1000), { a: 1 }, now);
    expect(recall('s', seal(now + 1000), now + 1000)).toBeNull();
  });

  it('keys on the scope (cookie and passwords) and the whole seal, holds at most MEMO_MAX_ENTRIES, remembers nothing empty', () => {
    remember('s', seal(''), { a: 1 }, now);
    expect(recall('other', seal(''), now)).toBeNull();
    expect(recall('s', `${seal('')}x`, now)).toBeNull();
    for (let i = 0; i < MEMO_MAX_ENTRIES; i += 1) remember('s', `${seal('')}${i}`, { i }, now);
    expect(recall('s', seal(''), now)).toBeNull();
    expect(recall('s', `${seal('')}${MEMO_MAX_ENTRIES - 1}`, now)).toEqual({ i: MEMO_MAX_ENTRIES - 1 });
    remember('s', 'empty', {}, now);
    expect(recall('s', 'empty', now)).toBeNull();
  });
});
