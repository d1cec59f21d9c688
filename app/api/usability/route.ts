import { USABILITY_BODY_MAX_BYTES } from '@/lib/usability/contract';
import { clientIp, postHandler, publicIp } from '@/lib/bff/handler';
import { insurerFailure, noContent } from '@/lib/bff/replies';
import { getEnv } from '@/lib/env';
import { saveLogUser } from '@/lib/usability/insurer';
import { spendAttempt } from '@/lib/limits/attempts';
import { verifyHandlerSession } from '@/lib/session/dal';
import { usabilityBatchSchema } from '@/lib/validation/usability';

const CITY_MAX = 200;

/**
 * The customer's city as the hosting platform tells it (Vercel's URI-encoded `x-vercel-ip-city`),
 * trusted like the IP only behind a trusted proxy; else empty. Never a third-party lookup.
 */
function platformCity(request: Request): string {
  const header = getEnv().TRUST_PROXY > 0 ? request.headers.get('x-vercel-ip-city') : null;
  if (!header) return '';
  try {
    return decodeURIComponent(header).slice(0, CITY_MAX);
  } catch {
    return '';
  }
}

/**
 * POST API.usability (the tracker's beacons) → 204, filling who and where (the browser never says)
 * before saveLogUser; over USABILITY_BODY_MAX_BYTES → 413; limited per customer (or client IP before login).
 */
export const POST = postHandler(
  usabilityBatchSchema,
  async ({ request, body, cookies }) => {
    const session = await verifyHandlerSession(cookies);
    const refused = await spendAttempt(['usability', session?.identification ?? clientIp(request)]);
    if (refused) return refused;
    const who = { idUsuario: session?.identification ?? '0', ciudadLocalizacion: platformCity(request), direccionIp: publicIp(request) };
    const result = await saveLogUser(body.listData.map((entry) => ({ ...who, ...entry })));
    return result.kind === 'ok' ? noContent() : insurerFailure(result);
  },
  { maxBytes: USABILITY_BODY_MAX_BYTES },
);
