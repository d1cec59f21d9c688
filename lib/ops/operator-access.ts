import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { jsonResponse } from '@/lib/bff/json-response';
import { MESSAGES } from '@/lib/bff/messages';
import { getEnv } from '@/lib/env';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token of `authorization`, compared in constant time with the configured one. */
function authorized(authorization: string | null, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The operators' routes (/api/metrics, /api/status) answer only a request bearing METRICS_TOKEN.
 * Without the variable, or without the right token: the API's plain 404 ("not found", as for any
 * resource that is not there), so nothing says why or that the route exists. Null when allowed.
 */
export function refuseUnlessOperator(request: Request): Response | null {
  const token = getEnv().METRICS_TOKEN;
  if (token && authorized(request.headers.get('authorization'), token)) return null;
  return jsonResponse({ error: 'notFound', message: MESSAGES.Api.notFound }, { status: 404 });
}
