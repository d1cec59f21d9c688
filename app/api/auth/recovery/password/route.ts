import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import { postHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { insurerFailure, unauthorized } from '@/lib/bff/replies';
import { signIn } from '@/lib/auth/sign-in';
import { endAllSessions } from '@/lib/session/registry';
import { changePassword } from '@/lib/auth/insurer';
import { securityEvent } from '@/lib/ops/security-event';
import { newPasswordFormSchema } from '@/lib/validation/forms';

/** POST API.recoveryPassword: changes the password with the validated code, ends every session of the customer, then logs in → LoginResult. Each call spends its own captcha token. */
export const POST = postHandler(newPasswordFormSchema, async ({ request, body, cookies, caller }) => {
  const state = await recoveryCookie.read(cookies);
  if (!state?.code) return unauthorized(MESSAGES.Api.recoveryExpired);
  const result = await changePassword({ document: state.document, code: state.code, password: body.password, ...(await caller()) });
  if (result.kind !== 'ok') return insurerFailure(result);
  await recoveryCookie.clear(cookies);
  await endAllSessions(state.document, 'recovery');
  securityEvent({ event: 'auth.recovery', outcome: 'completed', cpf: state.document });
  return signIn(cookies, { document: state.document, password: body.password, ...(await caller()) }, request);
}, { captchaTokens: CAPTCHA_TOKENS.recoveryPassword });
