import 'server-only';
import { Agent, buildConnector, request } from 'undici';
import { outsideRequest } from '@/lib/limits/outside-request';

/**
 * The insurer's HTTP transport: undici's `request()` over one keep-alive pool per process, not
 * `fetch()`. Measured inside the running portal (issue 20), a page's insurer call spent more of
 * the server's CPU in `fetch()` than in everything else it does with the answer: Next.js wraps
 * every server `fetch` for its data cache, and the WHATWG Request, Headers and body stream cost
 * again on a ~56 kB answer. `request()` is the same HTTP client (undici is Node's) without them.
 *
 * Redirects are not followed (the insurer answers where it is called; request.ts treats one as a
 * failure) and the caller's signal ends the call and its body alike.
 */

const POOL = Symbol.for('portal-beneficios.insurer-pool');
const holder = globalThis as typeof globalThis & { [POOL]?: Agent };
// On globalThis: route handlers and Server Components are separate module graphs; one pool serves both.
const pool = () => (holder[POOL] ??= newPool());

/**
 * Connections are opened in the server's start-up context (lib/limits/outside-request.ts): a kept-alive
 * socket serves many requests and would otherwise keep the async-local state of the one that opened it.
 */
function newPool(): Agent {
  const connect = buildConnector({});
  return new Agent({ keepAliveTimeout: 4_000, connect: (options, callback) => outsideRequest(() => connect(options, callback)) });
}

export type InsurerAnswer = { status: number; body: string };

/** One HTTP exchange with the insurer: the status and the body as text; rejects with the signal's reason when it aborts. */
export async function exchange(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<InsurerAnswer> {
  const answer = await request(url, { method: init.method, headers: init.headers, body: init.body, signal: init.signal, dispatcher: pool() });
  return { status: answer.statusCode, body: await answer.body.text() };
}
