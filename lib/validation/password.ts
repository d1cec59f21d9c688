export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PASSWORD_SPECIALS = '!"@*?#/()';

/** The new-password rules of SPEC §5, each shown to the customer with an ok/failed icon. */
export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
  { id: 'lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'special', test: (p: string) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];
export type PasswordStrength = 'low' | 'medium' | 'high';

export function passwordRuleResults(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as Record<PasswordRuleId, boolean>;
}

/** Every rule passes: the one test the schema (./new-password.ts) and the form's button share. */
export const passesPasswordRules = (password: string) => PASSWORD_RULES.every((r) => r.test(password));

/**
 * senha baixa: some rule fails; média: every rule passes; alta: every rule passes and the
 * password also has a digit and at least 12 characters (or two different specials).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!passesPasswordRules(password)) return 'low';
  const specials = new Set([...password].filter((c) => PASSWORD_SPECIALS.includes(c))).size;
  const extra = /\d/.test(password) && (password.length >= 12 || specials >= 2);
  return extra ? 'high' : 'medium';
}

