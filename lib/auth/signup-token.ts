import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from '@/lib/validation/z';
import { SHORT_SEAL_MS, sealPassword } from '@/lib/session/config';

/**
 * The sign-up state between pre-registration (step 0) and registration (step 1), sealed so the
 * browser can carry it but not change it: the insurer's userId and the data it was given.
 */
const signupSchema = z.object({
  userId: z.string().min(1),
  document: z.string(),
  names: z.string(),
  email: z.string(),
  phone: z.string(),
});

export type SignupState = z.infer<typeof signupSchema>;

const ttl = SHORT_SEAL_MS / 1000;
const PURPOSE = 'signup-token';

export const sealSignup = (state: SignupState): Promise<string> => sealData(state, { password: sealPassword(PURPOSE), ttl });

/** The sign-up state, or null when the token is tampered, expired or malformed. */
export async function openSignup(token: string): Promise<SignupState | null> {
  const parsed = signupSchema.safeParse(await unsealData<unknown>(token, { password: sealPassword(PURPOSE), ttl }));
  return parsed.success ? parsed.data : null;
}
