import 'server-only';
import { z } from '@/lib/validation/z';
import { COOKIE, SHORT_SEAL_MS } from '@/lib/session/config';
import { sealedCookie } from '@/lib/session/cookies';

/**
 * The password-recovery state between request → code validation → new password, in a short-lived
 * sealed HttpOnly cookie: the document, then also the code the insurer validated ('105').
 */
const recoverySchema = z.object({ document: z.string().min(1), code: z.string().optional() });

export type RecoveryState = z.infer<typeof recoverySchema>;

export const recoveryCookie = sealedCookie<RecoveryState>(COOKIE.recovery, SHORT_SEAL_MS, (unsealed) => {
  const parsed = recoverySchema.safeParse(unsealed);
  return parsed.success ? parsed.data : null;
});
