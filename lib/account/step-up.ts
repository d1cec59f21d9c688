import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import type { Reply } from '@/lib/bff/replies';
import type { InsurerResult } from '@/lib/insurer/request';
import { outcomeOf, spendAttempts } from '@/lib/limits/attempts';
import { securityEvent } from '@/lib/ops/security-event';
import type { SessionData } from '@/lib/session/session-data';

/** What an account change is, in the security events (account.change). */
export type AccountChange = 'email-requested' | 'phone' | 'password';

/**
 * The step-up of an account change (OWASP ASVS 5.0 §7.5.1): the insurer call carries the current
 * password and checks it before it changes anything. A wrong one counts against the login's limit
 * per CPF (loginCpf), spent *before* the call, so a stolen session cannot guess more passwords than
 * the login form allows. `mismatchCode`: the call's code for a wrong current password.
 * → the 429 of the limit, or the insurer's answer.
 */
export async function withStepUp<T>(
  session: SessionData,
  change: AccountChange,
  mismatchCode: string,
  call: () => Promise<InsurerResult<T>>,
): Promise<{ refused: Reply } | { refused: null; result: InsurerResult<T> }> {
  const attempt = await spendAttempts([['loginCpf', session.identification]], { message: MESSAGES.Limits.accountChange });
  if (attempt.refused) return attempt;
  const result = await call();
  const outcome = outcomeOf(result, [mismatchCode]);
  await attempt.settle(outcome);
  if (outcome === 'failed') securityEvent({ event: 'account.change', outcome: 'refused-password', change, cpf: session.identification }, 'warn');
  if (result.kind === 'ok') securityEvent({ event: 'account.change', outcome: change, cpf: session.identification });
  return { refused: null, result };
}
