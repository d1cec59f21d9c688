import 'server-only';
import { Agent, buildConnector, interceptors, type Dispatcher } from 'undici';
import { outsideRequest } from '@/lib/limits/outside-request';

/**
 * The insurer's HTTP transport: undici's `request()` (the npm package, next.config.mjs keeps it
 * one unbundled copy) over one keep-alive pool per process, not `fetch()`: in the running portal a
 * page's insurer call through `fetch()` costs the server more CPU than everything else it does with
 * the answer, because Next.js wraps every server `fetch` for its data cache, and the WHATWG
 * Request, Headers and body stream cost again on a ~56 kB answer.
 *
 * What `fetch()` did is kept: HTTP/1.1 only, a User-Agent, compressed answers accepted and
 * decompressed. Redirects are not followed (the insurer answers where it is called; request.ts
 * treats one as a failure), and the caller's signal ends the call and its body alike, also while
 * it waits for its connection.
 */

const USER_AGENT = 'portal-de-beneficios';
/** The largest decompressed answer read (the largest the sandbox gives, the availability, is ~56 kB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

// Versioned: a development server that hot-reloads keeps globalThis, so a changed pool needs a new key.
const POOL = Symbol.for('portal-beneficios.insurer-pool.v2');
const holder = globalThis as typeof globalThis & { [POOL]?: Dispatcher };
// On globalThis: route handlers and Server Components are separate module graphs; one pool serves both.
const pool = () => (holder[POOL] ??= newPool());

/**
 * Connections are opened in the server's start-up context (lib/limits/outside-request.ts): a kept-alive
 * socket serves many requests and would otherwise keep the async-local state of the one that opened it.
 */
function newPool(): Dispatcher {
  const connect = buildConnector({ allowH2: false });
  const agent = new Agent({ keepAliveTimeout: 4_000, allowH2: false, connect: (options, callback) => outsideRequest(() => connect(options, callback)) });
  // Every status decompressed: a refusal's envelope comes with a 4xx. No answer is read past MAX_BODY_BYTES.
  return agent.compose(interceptors.decompress({ skipErrorResponses: false, maxSize: MAX_BODY_BYTES }));
}

type Exchange = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal };

/** The pool's own request(): the copy of undici that built the pool handles the call, its abort included. */
function send(url: string, { method, headers, body, signal }: Exchange) {
  const { origin, pathname, search } = new URL(url);
  return pool().request({
    origin,
    path: `${pathname}${search}`,
    method,
    headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip, deflate, br', ...headers },
    body,
    signal,
  });
}

export type InsurerAnswer = { status: number; body: string };

/** One HTTP exchange with the insurer: the status and the body as text; rejects with the signal's reason when it aborts. */
export async function exchange(url: string, init: Exchange): Promise<InsurerAnswer> {
  const answer = await send(url, init);
  return { status: answer.statusCode, body: await answer.body.text() };
}

/** The readiness probe: resolves once anything answers at `url` (any status); the body is read and discarded (`dump`, up to 128 kB, within the signal's time). */
export async function answers(url: string, signal: AbortSignal): Promise<void> {
  const answer = await send(url, { method: 'GET', headers: {}, signal });
  await answer.body.dump();
}
