import 'server-only';
import { webCookies, type CookieJar } from 'iron-session';
import { isIP } from 'node:net';
import type { z } from 'zod';
import { verifyCaptcha } from '@/lib/captcha';
import { getEnv } from '@/lib/env';
import type { Caller } from '@/lib/insurer/accounts';
import { CAPTCHA_HEADER } from './contract';
import { MESSAGES, translate } from './messages';
import { isSameOrigin } from './origin';
import { failure, type Reply } from './replies';

/** The public IP sent upstream when the request does not tell a trustworthy one. */
export const FALLBACK_IP = '127.0.0.1';

export type HandlerContext<T> = {
  request: Request;
  body: T;
  /** The request's cookies; writes become Set-Cookie headers of the answer. */
  cookies: CookieJar;
  /** Verifies the captcha and gives what anti-abuse calls carry upstream; a refused captcha ends the request (403/502). */
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
const unprocessable = (fields?: Record<string, string>) =>
  failure(422, { error: 'validation', message: MESSAGES.Validation.invalidRequest, ...(fields ? { fields } : {}) });

/** Same-origin by `Origin` (the host the browser used, or SITE_URL), else by `Sec-Fetch-Site` (lib/bff/origin.ts). */
function sameOrigin(request: Request): boolean {
  const env = getEnv();
  return isSameOrigin(request.headers, { siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY, requestUrl: request.url });
}

const isJson = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=1): its last hop, the one the proxy saw. */
export function publicIp(request: Request): string {
  if (!getEnv().TRUST_PROXY) return FALLBACK_IP;
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : FALLBACK_IP;
}

/** The first pt-BR message of each invalid field (the schemas' messages are Validation.* keys). */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in fields)) fields[field] = translate(issue.message) ?? MESSAGES.Validation.invalidRequest;
  }
  return fields;
}

/** The largest JSON body a BFF route reads by default: far above any form, far below abuse. */
export const BODY_MAX_BYTES = 16 * 1024;

/** The body as text, read as a stream and refused (413) past `maxBytes`, whatever Content-Length says. */
async function readText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new EarlyReply(failure(413, { error: 'tooLarge', message: MESSAGES.Api.tooLarge }));
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody<S extends z.ZodType>(request: Request, schema: S, maxBytes: number): Promise<z.output<S>> {
  const text = await readText(request, maxBytes);
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new EarlyReply(unprocessable());
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new EarlyReply(unprocessable(fieldMessages(parsed.error)));
  return parsed.data;
}

async function checkCaptcha(request: Request): Promise<Caller> {
  const ip = publicIp(request);
  const check = await verifyCaptcha(request.headers.get(CAPTCHA_HEADER), ip);
  if (check.kind === 'rejected') throw new EarlyReply(forbidden(MESSAGES.Api.captchaRejected));
  if (check.kind === 'unavailable') throw new EarlyReply(failure(502, { error: 'upstream', message: MESSAGES.Api.connectionError }));
  return { captchaToken: check.token, publicIp: ip };
}

function respond(reply: Reply, headers: Headers): Response {
  if (reply.body === undefined) return new Response(null, { status: reply.status, headers });
  return Response.json(reply.body, { status: reply.status, headers });
}

/**
 * A BFF POST route handler: same-origin only (403), JSON only (415), a body of at most `maxBytes`
 * (413), validated with the shared zod schema (422 with pt-BR fields), then `action`. Never a 500
 * or a stack trace: anything unexpected is logged (its name only) and answered 502.
 */
export function postHandler<S extends z.ZodType>(
  schema: S,
  action: (ctx: HandlerContext<z.output<S>>) => Promise<Reply>,
  { maxBytes = BODY_MAX_BYTES }: { maxBytes?: number } = {},
) {
  return async function POST(request: Request): Promise<Response> {
    const headers = new Headers({ 'cache-control': 'no-store' });
    try {
      if (!sameOrigin(request)) return respond(forbidden(MESSAGES.Validation.forbiddenOrigin), headers);
      if (!isJson(request)) return respond(failure(415, { error: 'unsupported', message: MESSAGES.Validation.unsupportedMediaType }), headers);
      const body = await readBody(request, schema, maxBytes);
      const cookies = webCookies(request, headers);
      return respond(await action({ request, body, cookies, caller: () => checkCaptcha(request) }), headers);
    } catch (error) {
      if (error instanceof EarlyReply) return respond(error.reply, headers);
      const route = new URL(request.url).pathname;
      console.error(JSON.stringify({ event: 'bff.error', route, error: error instanceof Error ? error.name : typeof error }));
      return respond(failure(502, { error: 'upstream', message: MESSAGES.Api.connectionError }), new Headers({ 'cache-control': 'no-store' }));
    }
  };
}
