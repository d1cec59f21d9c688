import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a per-user random salt, stored as `scrypt$N$r$p$salt$hash` (base64).
 * SANDBOX-ONLY cost (N=2^9, r=2, p=1: 128 KiB, ~0.5 ms) so a login answers in a few ms and never
 * dominates the portal's measurements; a real insurer would use far costlier parameters.
 * The parameters travel with each hash, so verification follows whatever was stored.
 */
const COST = { N: 2 ** 9, r: 2, p: 1 };
const KEY_BYTES = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** SPEC §5: 8 to 16 characters, a lowercase and an uppercase letter (accents allowed), one of ! " @ * ? # / ( ). */
export const PASSWORD_RULE_MESSAGE =
  'A senha deve ter de 8 a 16 caracteres, com letras maiúsculas e minúsculas e ao menos um destes caracteres especiais: ! " @ * ? # / ( )';

export const meetsPasswordPolicy = (password: string) =>
  password.length >= 8 && password.length <= 16 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[!"@*?#/()]/.test(password);
