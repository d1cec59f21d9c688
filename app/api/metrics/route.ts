import { metricsExposition } from '@/lib/ops/metrics';
import { refuseUnlessOperator } from '@/lib/ops/operator-access';

/** Prometheus metrics of this instance (lib/ops/metrics.ts), for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const refused = refuseUnlessOperator(request);
  if (refused) return refused;
  const { text, contentType } = await metricsExposition();
  return new Response(text, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
