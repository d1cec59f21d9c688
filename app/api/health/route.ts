import { jsonResponse } from '@/lib/bff/json-response';

/** Liveness: the process answers. No dependency is checked here (see /api/ready). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return jsonResponse({ status: 'ok' });
}
