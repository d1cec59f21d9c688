import { createHash, timingSafeEqual } from 'node:crypto';
import { jsonResponse } from '@/lib/bff/json-response';
import { MESSAGES } from '@/lib/bff/messages';
import { getEnv } from '@/lib/env';
import { metricsExposition } from '@/lib/ops/metrics';

/**
 * Prometheus metrics of this instance (lib/ops/metrics.ts), for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer …`). Without the variable, or without the right token, the API's plain
 * 404 ("not found", as for any resource that is not there): nothing says why or that it exists.
 */
export const dynamic = 'force-dynamic';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token of `authorization`, compared in constant time with the configured one. */
function authorized(authorization: string | null, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export async function GET(request: Request): Promise<Response> {
  const token = getEnv().METRICS_TOKEN;
  if (!token || !authorized(request.headers.get('authorization'), token)) return jsonResponse({ error: 'notFound', message: MESSAGES.Api.notFound }, { status: 404 });
  const { text, contentType } = await metricsExposition();
  return new Response(text, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
