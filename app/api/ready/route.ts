import { jsonResponse } from '@/lib/bff/json-response';
import { readiness } from '@/lib/ops/readiness';

/** Readiness: 200 while the instance should receive traffic (ready or degraded), 503 when not (lib/ops/readiness.ts). */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await readiness();
  return jsonResponse(result, { status: result.status === 'unready' ? 503 : 200 });
}
