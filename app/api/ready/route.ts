import { jsonResponse } from '@/lib/bff/json-response';
import { readiness } from '@/lib/ops/readiness';

/** Readiness: 200 while this instance can serve, 503 when it cannot or is draining (lib/ops/readiness.ts). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const result = readiness();
  return jsonResponse(result, { status: result.status === 'ready' ? 200 : 503 });
}
