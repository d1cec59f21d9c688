import { jsonResponse } from '@/lib/bff/json-response';
import { readinessAnswer } from '@/lib/ops/probes';

/** Readiness, for a balancer or a platform's probe (lib/ops/readiness.ts). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const { status, body } = readinessAnswer();
  return jsonResponse(body, { status });
}
