import 'server-only';
import { webCookies, type CookieJar } from 'iron-session';
import { isIP } from 'node:net';
import { z } from '@/lib/validation/z';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/ops/log';
import { observeRequest } from '@/lib/ops/metrics';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '@/lib/ops/request-context';
import { supportCodeOf } from '@/lib/ops/support-code';
import { REQUEST_ID_ATTRIBUTE, SUPPORT_CODE_ATTRIBUTE, SpanKind, failSpan, inSpan } from '@/lib/ops/trace';
import { hasService, type ServiceId } from '@/lib/config/benefit-services';
import { sessionCookie } from '@/lib/session/cookies';
import { verifyHandlerSession } from '@/lib/session/dal';
import { touchSession } from '@/lib/session/registry';
import { SESSION_REFRESH_MS, type SessionData } from '@/lib/session/session-data';
import { CAPTCHA_HEADER } from './protocol';
import { MESSAGES, translate } from './messages';
import { jsonResponse } from './json-response';
import { isSameOrigin } from './origin';
import { failure, serviceNotIncluded, unauthorized, type Reply } from './replies';
import { routePattern } from './route-pattern';

/** What every anti-abuse insurer call carries: the captcha token and the customer's public IP. */
export type Caller = { captchaToken: string; publicIp: string };

/** The public IP sent upstream when the request does not tell a trustworthy one. */
export const FALLBACK_IP = '127.0.0.1';

export type HandlerContext<T> = {
  request: Request;
  body: T;
  /** The request's cookies; writes become Set-Cookie headers of the answer. */
  cookies: CookieJar;
  /** The route's dynamic segments, joined with '/' for catch-all segments. */
  params: Record<string, string>;
  /**
   * What one anti-abuse insurer call carries: the next fresh captcha token of the submission and the
   * public IP. Call it once per insurer call; the insurer verifies (and spends) each token.
   */
  caller: () => Promise<Caller>;
};

/** Ends the request early with `reply` (thrown from helpers such as ctx.caller()). */
class EarlyReply extends Error {
  readonly reply: Reply;

  constructor(reply: Reply) {
    super('early reply');
    this.reply = reply;
  }
}

const forbidden = (message: string) => failure(403, { error: 'forbidden', message });
const unprocessable = (fields?: Record<string, string>, message: string = MESSAGES.Validation.invalidRequest) =>
  failure(422, { error: 'validation', message, ...(fields ? { fields } : {}) });

/** A route's own words for a body refused as too large (413), not JSON (422) or not valid (422), such as an uploaded file's. */
export type BodyRefusals = { tooLarge?: string; notJson?: string; invalid?: string };

/** Same-origin by `Origin` (the host the browser used, or SITE_URL), else by `Sec-Fetch-Site` (lib/bff/origin.ts). */
function sameOrigin(request: Request): boolean {
  const env = getEnv();
  return isSameOrigin(request.headers, { siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY > 0, requestUrl: request.url });
}

const isJson = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The client's address, as the edge settled it before Next.js: scripts/server/client-address.mjs
 * rewrites X-Forwarded-For to that one address (the socket's, or with TRUST_PROXY=N the one N hops
 * from the right of the balancers' chain), so what a client sends itself is never read. On Vercel,
 * whose edge overwrites X-Forwarded-For with the client's address, the header holds it the same way.
 * The key of the per-address limits; null when unknown (not limited).
 */
export function clientIp(request: Request): string | null {
  const address = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return address && isIP(address) ? address : null;
}

/** The customer's public IP the insurer's anti-abuse calls carry: the client's address, FALLBACK_IP when unknown. */
export function publicIp(request: Request): string {
  return clientIp(request) ?? FALLBACK_IP;
}

/** The first pt-BR message of each invalid field (the schemas' messages are Validation.* keys). */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in fields)) fields[field] = translate(issue.message) ?? MESSAGES.Validation.invalidRequest;
  }
  return fields;
}

/** The largest JSON body a BFF route reads by default: far above any form, far below abuse. */
export const BODY_MAX_BYTES = 16 * 1024;

/**
 * UTF-8 only (RFC 8259 §8.1): bytes that are not UTF-8 are refused, never replaced with U+FFFD, which
 * would store or send upstream something other than what was sent (`"\xff529.982.247-25"` read as a
 * valid CPF). A byte-order mark is kept, so JSON.parse refuses it as before.
 */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text, read as a stream and refused (413) past `maxBytes`, whatever Content-Length
 * says, or (422) when it is not UTF-8.
 */
async function readText(request: Request, maxBytes: number, refusals: BodyRefusals): Promise<string> {
  const tooLarge = () => new EarlyReply(failure(413, { error: 'tooLarge', message: refusals.tooLarge ?? MESSAGES.Api.tooLarge }));
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  try {
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw new EarlyReply(unprocessable(undefined, refusals.notJson));
  }
}

async function readBody<S extends z.core.$ZodType>(request: Request, schema: S, maxBytes: number, refusals: BodyRefusals): Promise<z.output<S>> {
  const text = await readText(request, maxBytes, refusals);
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new EarlyReply(unprocessable(undefined, refusals.notJson));
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new EarlyReply(unprocessable(fieldMessages(parsed.error), refusals.invalid));
  return parsed.data;
}

/** The token sent upstream when CAPTCHA_PROVIDER=none (the sandbox accepts it). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox';

/**
 * The submission's captcha tokens, handed out one per insurer call. With a provider configured,
 * a submission carrying fewer tokens than its route needs (postHandler's `captchaTokens`) is
 * refused with 403 before any insurer call; the insurer itself verifies each token (sandbox/README.md).
 */
function captchaQueue(request: Request, needed: number): () => Promise<Caller> {
  const ip = publicIp(request);
  if (getEnv().CAPTCHA_PROVIDER === 'none') return async () => ({ captchaToken: SANDBOX_CAPTCHA_TOKEN, publicIp: ip });
  const tokens = (request.headers.get(CAPTCHA_HEADER) ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => /^[\w.:-]{1,4096}$/.test(token));
  if (tokens.length < needed) throw new EarlyReply(forbidden(MESSAGES.Api.captchaRejected));
  return async () => {
    const token = tokens.shift();
    if (!token) throw new EarlyReply(forbidden(MESSAGES.Api.captchaRejected));
    return { captchaToken: token, publicIp: ip };
  };
}

function respond(reply: Reply, headers: Headers): Response {
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
  if (reply.raw !== undefined) return new Response(reply.raw, { status: reply.status, headers });
  if (reply.body === undefined) return new Response(null, { status: reply.status, headers });
  return jsonResponse(reply.body, { status: reply.status, headers });
}

/** A route's dynamic segments (`app/api/x/[id]/route.ts`), as Next passes them. */
type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

async function routeParams(context: RouteContext | undefined): Promise<Record<string, string>> {
  const params = (await context?.params) ?? {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join('/') : (value ?? '')]));
}

/**
 * Runs a handler body as one request: its request id (lib/ops/request-context.ts) given to its log
 * lines, its span and its insurer calls, and echoed in X-Request-Id; never a 500 or a stack trace
 * (anything unexpected is logged, its name only, and answered 502); one `http.request` line and one
 * span (`BFF POST /api/auth/login`, lib/ops/trace.ts) per request.
 */
async function guarded(request: Request, context: RouteContext | undefined, run: (headers: Headers) => Promise<Reply>): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers, getEnv().TRUST_PROXY > 0);
  const route = routePattern(new URL(request.url).pathname, await routeParams(context));
  const attributes = { 'http.request.method': request.method, 'http.route': route, [REQUEST_ID_ATTRIBUTE]: requestId, [SUPPORT_CODE_ATTRIBUTE]: supportCodeOf(requestId) };
  return withRequestId(requestId, () =>
    inSpan(`BFF ${request.method} ${route}`, SpanKind.INTERNAL, attributes, async (span) => {
      const response = await answer(request, run);
      response.headers.set(REQUEST_ID_HEADER, requestId);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) failSpan(span, `${response.status}`);
      const ms = performance.now() - started;
      log.info({ event: 'http.request', method: request.method, route, status: response.status, ms: Math.round(ms) });
      observeRequest(route, request.method, response.status, ms / 1000);
      return response;
    }),
  );
}

async function answer(request: Request, run: (headers: Headers) => Promise<Reply>): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'no-store' });
  try {
    return respond(await run(headers), headers);
  } catch (error) {
    if (error instanceof EarlyReply) return respond(error.reply, headers);
    log.error({ event: 'bff.error', method: request.method, error: error instanceof Error ? error.name : typeof error });
    return respond(failure(502, { error: 'upstream', message: MESSAGES.Api.connectionError }), new Headers({ 'cache-control': 'no-store' }));
  }
}

/**
 * A BFF POST route handler: same-origin only (403), JSON only (415), a body of at most `maxBytes`
 * (413), validated with the shared zod schema (422 with pt-BR fields), then `action`. Never a 500
 * or a stack trace: anything unexpected is logged (its name only) and answered 502.
 */
export function postHandler<S extends z.core.$ZodType>(
  schema: S,
  action: (ctx: HandlerContext<z.output<S>>) => Promise<Reply>,
  {
    maxBytes = BODY_MAX_BYTES,
    refusals = {},
    captchaTokens = 0,
  }: {
    maxBytes?: number;
    refusals?: BodyRefusals;
    /** The captcha tokens a submission must carry, one per insurer call that verifies one (lib/auth/contract.ts CAPTCHA_TOKENS). */
    captchaTokens?: number;
  } = {},
) {
  return async function POST(request: Request, context?: RouteContext): Promise<Response> {
    return guarded(request, context, async (headers) => {
      if (!sameOrigin(request)) return forbidden(MESSAGES.Validation.forbiddenOrigin);
      if (!isJson(request)) return failure(415, { error: 'unsupported', message: MESSAGES.Validation.unsupportedMediaType });
      const body = await readBody(request, schema, maxBytes, refusals);
      const caller = captchaQueue(request, captchaTokens);
      const cookies = webCookies(request, headers);
      return action({ request, body, cookies, params: await routeParams(context), caller });
    });
  };
}

/**
 * A POST route the browser calls on its own, not a page's code (CSP violation reports): no Origin
 * check (a report is sent without credentials, may come with `Origin: null`, and changes nothing),
 * one of `contentTypes` (415), a body of at most `maxBytes` (413), JSON validated with `schema`
 * (422), then `action`. The same guarantees as postHandler otherwise.
 */
export function reportHandler<S extends z.core.$ZodType>(
  contentTypes: readonly string[],
  schema: S,
  action: (ctx: { request: Request; body: z.output<S> }) => Promise<Reply>,
  { maxBytes }: { maxBytes: number },
) {
  return async function POST(request: Request, context?: RouteContext): Promise<Response> {
    return guarded(request, context, async () => {
      const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentTypes.includes(type)) return failure(415, { error: 'unsupported', message: MESSAGES.Validation.unsupportedMediaType });
      return action({ request, body: await readBody(request, schema, maxBytes, {}) });
    });
  };
}

export type SessionHandlerOptions = {
  /** The service the route belongs to: a customer whose ecosystems lack it gets 403 SERVICE_NOT_INCLUDED. */
  service?: ServiceId;
  maxBytes?: number;
  refusals?: BodyRefusals;
};

export type SessionHandlerContext<T> = HandlerContext<T> & { session: SessionData };

/** The live session of the request (401 without one), checked for the service; an upstream 401 ends the session. */
async function withSession<T>(ctx: HandlerContext<T>, service: ServiceId | undefined, action: (ctx: SessionHandlerContext<T>) => Promise<Reply>): Promise<Reply> {
  let session = await verifyHandlerSession(ctx.cookies);
  if (!session) return unauthorized();
  if (service && !hasService(session.listEcosystem, service)) return serviceNotIncluded();
  // A call is activity, as a page visit is (proxy.ts): the idle time restarts, so a customer
  // working on one page (writing a CV) for more than 30 minutes stays logged in.
  const now = Date.now();
  if (now - session.lastSeenAt >= SESSION_REFRESH_MS) session = await touchSession(ctx.cookies, session, now);
  const reply = await action({ ...ctx, session });
  if (reply.status === 401) await sessionCookie.clear(ctx.cookies);
  return reply;
}

/**
 * A logged-in customer's state-changing route (export it as POST, PUT, PATCH or DELETE): everything
 * postHandler checks, then the live session (401), then the service (403). The action gets the
 * session with its JWT, which never leaves the server. An upstream 401 clears the session cookie.
 */
export function sessionHandler<S extends z.core.$ZodType>(
  schema: S,
  action: (ctx: SessionHandlerContext<z.output<S>>) => Promise<Reply>,
  { service, maxBytes, refusals }: SessionHandlerOptions = {},
) {
  return postHandler(schema, (ctx) => withSession(ctx, service, action), { maxBytes, refusals });
}

/**
 * A logged-in customer's read (export it as GET): the query string validated with `querySchema`
 * (422 with pt-BR fields), the live session (401) and the service (403), never cached.
 */
export function sessionGetHandler<S extends z.core.$ZodType>(
  querySchema: S,
  action: (ctx: SessionHandlerContext<z.output<S>>) => Promise<Reply>,
  { service }: Omit<SessionHandlerOptions, 'maxBytes' | 'refusals'> = {},
) {
  return async function GET(request: Request, context?: RouteContext): Promise<Response> {
    return guarded(request, context, async (headers) => {
      const parsed = z.safeParse(querySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return unprocessable(fieldMessages(parsed.error));
      const cookies = webCookies(request, headers);
      const ctx: HandlerContext<z.output<S>> = { request, body: parsed.data, cookies, params: await routeParams(context), caller: captchaQueue(request, 0) };
      return withSession(ctx, service, action);
    });
  };
}
