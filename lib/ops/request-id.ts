/**
 * A request's id, as every part of the portal takes it (proxy.ts for pages, lib/bff/handler.ts for
 * route handlers): the client's X-Request-Id only behind a trusted proxy (TRUST_PROXY=1, the proxy
 * sets it) and only when it is a short safe token; otherwise generated. No server-only here: the
 * proxy imports it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The span attributes that carry a request's id and the support code the customer is shown (lib/ops/trace.ts). */
export const REQUEST_ID_ATTRIBUTE = 'portal.request_id';
export const SUPPORT_CODE_ATTRIBUTE = 'portal.support_code';

/** Letters, digits and `._:-`, at most 64: a proxy's id (UUID, Vercel's, AWS's) fits; markup, spaces and CRLF do not. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** `value` when it is a safe request id, else undefined. */
export function safeRequestId(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && SAFE_ID.test(trimmed) ? trimmed : undefined;
}

export function requestIdOf(headers: Headers, trustProxy: boolean): string {
  return (trustProxy ? safeRequestId(headers.get(REQUEST_ID_HEADER)) : undefined) ?? crypto.randomUUID();
}
