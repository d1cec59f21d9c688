import { jsonResponse } from '@/lib/bff/json-response';
import { refuseUnlessOperator } from '@/lib/ops/operator-access';
import { instanceStatus } from '@/lib/ops/status';

/** The detailed state of this instance and its dependencies, for operators holding METRICS_TOKEN (lib/ops/status.ts). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return refuseUnlessOperator(request) ?? jsonResponse(await instanceStatus());
}
