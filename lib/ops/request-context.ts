import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the request being handled, for its log lines and its insurer calls
 * (X-Request-Id upstream); how it is taken: lib/ops/request-id.ts.
 */
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';

// One store per process, on globalThis: route handlers and Server Components are separate module graphs.
const STORE = Symbol.for('portal-beneficios.request-context');
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<string> };
const storage = (holder[STORE] ??= new AsyncLocalStorage<string>());

/** Runs `fn` as part of the request `requestId`. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => storage.run(requestId, fn);

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => storage.getStore();
