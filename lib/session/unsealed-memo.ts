/**
 * What a sealed cookie opened to, remembered for a minute. Opening a seal (iron-session: two key
 * derivations, an HMAC check and a decryption in WebCrypto) would be the largest single cost of a
 * logged-in page: proxy.ts and the page each open the same cookie, every request. The key is the
 * whole seal, which the first opening authenticated (its HMAC covers every field); an entry never
 * outlives the seal's own expiry (its sixth field, in plain text), nor MEMO_MS. The caller still
 * checks the opened value (liveSession: the 12 h and 30 min limits) on every read.
 *
 * One map per process (proxy.ts and the pages are bundled apart, so it lives on globalThis),
 * bounded: the oldest entries go first.
 */
export const MEMO_MS = 60_000;
export const MEMO_MAX_ENTRIES = 2_000;

type Entry = { value: Readonly<Record<string, unknown>>; until: number };
const KEY = Symbol.for('portal.unsealed-memo');
const store = globalThis as typeof globalThis & { [KEY]?: Map<string, Entry> };
const memo = (): Map<string, Entry> => (store[KEY] ??= new Map());

/** The seal's expiry (ms since the epoch), or null when it has none; `~2` is iron-session's version suffix. */
export function sealExpiry(seal: string): number | null {
  const expiration = seal.replace(/~\d+$/, '').split('*')[5];
  return expiration && /^[1-9]\d*$/.test(expiration) ? Number(expiration) : null;
}

/**
 * What `seal` opened to, if remembered and not expired. `scope` names the cookie and its
 * passwords: a seal opened with a password since retired is not recalled.
 */
export function recall(scope: string, seal: string, now: number): Readonly<Record<string, unknown>> | null {
  const key = `${scope}\0${seal}`;
  const entry = memo().get(key);
  if (!entry) return null;
  if (entry.until > now) return entry.value;
  memo().delete(key);
  return null;
}

/** Remembers what `seal` opened to in `scope` (only a seal that opened to something). */
export function remember(scope: string, seal: string, value: Record<string, unknown>, now: number): void {
  if (Object.keys(value).length === 0) return;
  const entries = memo();
  const until = Math.min(now + MEMO_MS, sealExpiry(seal) ?? Number.POSITIVE_INFINITY);
  if (until <= now) return;
  while (entries.size >= MEMO_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(`${scope}\0${seal}`, { value: Object.freeze({ ...value }), until });
}

/** Forgets everything (tests). */
export function forgetAll(): void {
  memo().clear();
}
