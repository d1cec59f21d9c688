import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { encryptJson } from './crypto.ts';
import { isDeveloperPath, type SandboxContext } from './context.ts';
import { fail } from './envelope.ts';

/**
 * Fault injection: makes the insurer calls whose path starts with `path` (whole
 * segments: '/security/passwordValidateCode' matches '/security/passwordValidateCode/…')
 * misbehave, `times` times or until cleared. Latency is real wall-clock time.
 */
const FAULT_BODIES = ['garbage', 'truncated-cipher', 'empty', 'html'] as const;

export const faultSchema = z
  .object({
    path: z.string().regex(/^\/[^?#\s]*$/, 'path must be an insurer path such as /login/loginV2'),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(400).max(599).optional(),
    body: z.enum(FAULT_BODIES).optional(),
    /** Drops the connection (TCP reset) instead of answering, after any latency. */
    reset: z.literal(true).optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((fault) => fault.latencyMs !== undefined || fault.status !== undefined || fault.body !== undefined || fault.reset !== undefined, {
    message: 'a fault needs latencyMs, status, body or reset',
  });

export type Fault = z.infer<typeof faultSchema>;

const matches = (prefix: string, path: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

export class FaultRegistry {
  #faults = new Map<string, Fault>();

  /** One fault per path: a new one replaces the previous. */
  set(fault: Fault): void {
    this.#faults.set(fault.path, fault);
  }

  clear(): void {
    this.#faults.clear();
  }

  list(): Fault[] {
    return [...this.#faults.values()];
  }

  /** The most specific fault matching the path, consuming one of its `times`. */
  take(path: string): Fault | undefined {
    const fault = this.list()
      .filter((candidate) => matches(candidate.path, path))
      .sort((a, b) => b.path.length - a.path.length)[0];
    if (fault?.times !== undefined) {
      if (fault.times <= 1) this.#faults.delete(fault.path);
      else this.#faults.set(fault.path, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}

const GARBAGE = '\u0000\u0007<<garbage>> {"code":"00","error":fa';
const HTML =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>';

/** A well-formed "Salted__" cipher of a success envelope, cut short so it no longer decrypts. */
function truncatedCipher(passphrase: string): string {
  const cipher = Buffer.from(encryptJson({ code: '00', error: false, message: 'ok' }, passphrase), 'base64');
  return JSON.stringify(cipher.subarray(0, cipher.length - 5).toString('base64'));
}

function faultBody(kind: NonNullable<Fault['body']>, passphrase: string): { body: string; type?: string } {
  switch (kind) {
    case 'garbage':
      return { body: GARBAGE, type: 'application/json' };
    case 'truncated-cipher':
      return { body: truncatedCipher(passphrase), type: 'application/json' };
    case 'html':
      return { body: HTML, type: 'text/html; charset=utf-8' };
    case 'empty':
      return { body: '' };
  }
}

export const faultMiddleware =
  (ctx: SandboxContext): MiddlewareHandler =>
  async (c, next) => {
    const fault = isDeveloperPath(c.req.path) ? undefined : ctx.faults.take(c.req.path);
    if (!fault) return next();
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.reset) {
      // @hono/node-server exposes the Node request: reset its socket, as a crashed upstream would.
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.resetAndDestroy();
      return new Response(null, { status: 502 });
    }
    if (fault.body) {
      const { body, type } = faultBody(fault.body, ctx.config.aesPassphrase);
      return new Response(body, { status: fault.status ?? 200, headers: type ? { 'content-type': type } : {} });
    }
    if (fault.status) return c.json(fail(String(fault.status), 'Falha simulada pelo sandbox.'), fault.status as ContentfulStatusCode);
    return next();
  };
