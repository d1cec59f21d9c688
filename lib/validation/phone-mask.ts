import { onlyDigits } from './digits';

/** The mobile phone's digits and mask (SPEC §5), without zod: cheap enough for any client component. */

export const PHONE_DIGITS = 11;

/** Formats up to 11 digits with the (__) _____-____ mask. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
