import { z } from '@/lib/validation/z';
import type { EcosystemChoice } from '@/lib/auth/contract';
import { postHandler } from '@/lib/bff/handler';
import { insurerFailure, ok, unauthorized, UPSTREAM_UNAUTHORIZED } from '@/lib/bff/replies';
import { loginResult } from '@/lib/auth/sign-in';
import { getProductsContingencyUser } from '@/lib/auth/insurer';
import { pendingLoginCookie } from '@/lib/session/cookies';
import { applyEcosystemChoice } from '@/lib/session/ecosystems';
import { startSession } from '@/lib/session/registry';
import type { LoginData } from '@/lib/session/session-data';

const choiceSchema = z.object({ product: z.enum(['3', '5'], { error: 'Validation.required' }) }) satisfies z.ZodType<EcosystemChoice>;

/**
 * POST API.ecosystem: the one-time choice of a login with 3 ecosystems (held in the pending-login
 * cookie). On '00' the session opens with the new ecosystems → LoginResult; else the insurer's message.
 */
export const POST = postHandler(choiceSchema, async ({ request, body, cookies }) => {
  const pending = await pendingLoginCookie.read(cookies);
  if (!pending) return unauthorized();
  const result = await getProductsContingencyUser({ jwt: pending.jwt, identification: pending.identification, product: body.product });
  if (result.kind === 'business' && result.code === UPSTREAM_UNAUTHORIZED) {
    await pendingLoginCookie.clear(cookies);
    return unauthorized();
  }
  if (result.kind !== 'ok') return insurerFailure(result);
  const chosen = applyEcosystemChoice({ ...pending, ecosystems: pending.listEcosystem }, body.product, result.data);
  const login: LoginData = {
    ...pending,
    listEcosystem: chosen.ecosystems,
    isParcelamentoUser: chosen.isParcelamentoUser,
    isProtegido: chosen.isProtegido,
    eco: chosen.eco,
    lastSeenAt: Date.now(),
  };
  await startSession(cookies, login, request.headers.get('user-agent'));
  await pendingLoginCookie.clear(cookies);
  return ok(loginResult(login, false));
});
