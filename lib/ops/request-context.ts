import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the request being handled, for its log lines and its insurer calls
 * (X-Request-Id upstream). Taken from the client's X-Request-Id only behind a trusted proxy
 * (TRUST_PROXY=1, the proxy sets it) and only when it is a short safe token; otherwise generated.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 64: a proxy's id (UUID, Vercel's, AWS's) fits; markup, spaces and CRLF do not. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdOf(headers: Headers, trustProxy: boolean): string {
  const sent = headers.get(REQUEST_ID_HEADER)?.trim();
  return trustProxy && sent && SAFE_ID.test(sent) ? sent : randomUUID();
}

// One store per process, on globalThis: route handlers and Server Components are separate module graphs.
const STORE = Symbol.for('portal-beneficios.request-context');
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<string> };
const storage = (holder[STORE] ??= new AsyncLocalStorage<string>());

/** Runs `fn` as part of the request `requestId`. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => storage.run(requestId, fn);

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => storage.getStore();
