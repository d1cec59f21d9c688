import type { InsurerFailure } from '@/lib/insurer/request';
import type { ApiError } from './protocol';
import { CODES } from './codes';
import { MESSAGES } from './messages';

/** What a route handler's action answers; lib/bff/handler.ts turns it into the Response. */
export type Reply = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON answer (an image, a file, a stream of one), sent as it is with its own headers; `body` is ignored. */
  raw?: RawBody;
};

type RawBody = string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;

export const ok = <T>(body: T): Reply => ({ status: 200, body });
export const noContent = (): Reply => ({ status: 204 });

/**
 * A file or image: 200 with its content type; with `download` the browser saves it under that
 * name (Content-Disposition: attachment, with the RFC 6266 filename* for any character).
 */
export function fileReply(raw: RawBody, contentType: string, download?: string): Reply {
  const headers: Record<string, string> = { 'content-type': contentType, 'x-content-type-options': 'nosniff' };
  if (download) {
    const ascii = download.replace(/[^\x20-\x7e]|["\\]/g, '_');
    headers['content-disposition'] = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(download)}`;
  }
  return { status: 200, raw, headers };
}
export const failure = (status: number, error: ApiError): Reply => ({ status, body: error });

export const unauthorized = (message: string = MESSAGES.Api.unauthorized): Reply =>
  failure(401, { error: 'unauthorized', message });

/** A limit of the portal was reached (lib/limits): 429 with Retry-After and the limit's pt-BR message. */
export const tooManyAttempts = (retryAfterSec: number, message: string): Reply => ({
  ...failure(429, { error: 'tooMany', code: CODES.tooManyAttempts, message }),
  headers: { 'retry-after': String(retryAfterSec) },
});

/** The customer's ecosystems do not include the service: 403 with the not-in-your-benefits message. */
export const serviceNotIncluded = (): Reply =>
  failure(403, { error: 'forbidden', code: CODES.serviceNotIncluded, message: MESSAGES.NotInBenefits.title });

/** The insurer refused: 400 with its code and a pt-BR message ready to show. */
export const businessFailure = (code: string, message: string): Reply =>
  failure(400, { error: 'business', code, message: message || MESSAGES.Validation.invalidRequest });

/**
 * No usable answer: 504 on timeout, 502 on a network error, a 5xx or a malformed answer; 503 with
 * Retry-After when the insurer's breaker is open and refused the call at once (the answer says when
 * the portal tries the insurer again).
 */
export function upstreamFailure(result: Exclude<InsurerFailure, { kind: 'business' }>): Reply {
  const message = MESSAGES.Api.connectionError;
  if (result.kind === 'timeout') return failure(504, { error: 'timeout', message });
  if (result.kind === 'network' && result.retryAfterSec !== undefined) {
    return { ...failure(503, { error: 'unavailable', message }), headers: { 'retry-after': String(result.retryAfterSec) } };
  }
  return failure(502, { error: 'upstream', message });
}

/** The envelope code of the insurer's HTTP 401 (missing, invalid or expired bearer JWT). */
export const UPSTREAM_UNAUTHORIZED = '401';

/**
 * Any failed insurer call: a business refusal goes through `refusal` (the flow's own §8 texts,
 * default: the insurer's message), anything else is an upstream failure.
 */
export function insurerFailure(result: InsurerFailure, refusal?: (code: string, message: string) => Reply): Reply {
  if (result.kind !== 'business') return upstreamFailure(result);
  // The insurer no longer accepts the session's JWT: the session is over.
  if (result.code === UPSTREAM_UNAUTHORIZED) return unauthorized();
  if (result.code === CODES.captchaInvalid) return failure(403, { error: 'forbidden', message: MESSAGES.Api.captchaRejected });
  return refusal ? refusal(result.code, result.message) : businessFailure(result.code, result.message);
}
