import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { InsurerCryptoError, decrypt, decryptJson } from './crypto.ts';

/** The insurer's response envelope; code '00' is success. */
export type Envelope = { code: string; error: boolean; message: string; data?: unknown };

export const ok = (message: string, data?: unknown): Envelope => ({ code: '00', error: false, message, ...(data === undefined ? {} : { data }) });
/** A business answer that is not a failure of the request (e.g. 105 valid code, 101 show survey). */
export const info = (code: string, message: string): Envelope => ({ code, error: false, message });
export const fail = (code: string, message: string): Envelope => ({ code, error: true, message });

/** Thrown by handlers; answered as a plain (never encrypted) envelope with code = HTTP status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'corpo';
  throw badRequest(`Requisição inválida (${where}): ${issue?.message ?? 'formato inesperado'}.`);
}

export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Requisição inválida: o corpo deve ser JSON.');
  }
  return parseWith(schema, body);
}

/** Runs a decryption of request field `field`; a bad cipher is the client's fault (400). */
function decrypting<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof InsurerCryptoError) throw badRequest(`Requisição inválida (${field}): conteúdo criptografado inválido.`);
    throw error;
  }
}

export const decryptField = (value: string, passphrase: string, field: string): string =>
  decrypting(field, () => decrypt(value, passphrase));

export const decryptJsonField = (value: string, passphrase: string, field: string): unknown =>
  decrypting(field, () => decryptJson(value, passphrase));

export function requireHeader(c: Context, name: string): string {
  const value = c.req.header(name);
  if (!value) throw badRequest(`Requisição inválida: cabeçalho ${name} ausente.`);
  return value;
}
