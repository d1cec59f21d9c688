import { jsonResponse } from '@/lib/bff/json-response';
import { healthAnswer } from '@/lib/ops/probes';

/** Liveness: the process answers. No dependency is checked here (see /api/ready). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const { status, body } = healthAnswer();
  return jsonResponse(body, { status });
}
