import { isValidCpf, onlyDigits } from '@/lib/validation/cpf-digits';

/** localStorage key the sign-up form prefills its CPF from (SPEC §3). */
export const BANNER_CPF_KEY = 'cpf';
/** localStorage key of the login's stored document, cleared when the banner shows (SPEC §3). */
export const DOCUMENT_KEY = 'document';

const CPF_DIGITS = 11;

/** Message keys (namespace Validation) of SPEC §5, plus wrong check digits. */
export type BannerCpfError = 'Validation.required' | 'Validation.cpfShort' | 'Validation.cpfInvalid';

export type BannerCpfCheck = { ok: true; digits: string } | { ok: false; error: BannerCpfError };

/**
 * The banner's CPF check: empty, short, wrong check digits. The rules are cpfSchema's; it is
 * not used here so that the home page does not ship zod to the browser for one field.
 */
export function checkBannerCpf(value: string): BannerCpfCheck {
  const digits = onlyDigits(value);
  if (digits.length === 0) return { ok: false, error: 'Validation.required' };
  if (digits.length < CPF_DIGITS) return { ok: false, error: 'Validation.cpfShort' };
  if (!isValidCpf(digits)) return { ok: false, error: 'Validation.cpfInvalid' };
  return { ok: true, digits };
}

/** Keeps the 11 digits for the sign-up form. */
export function rememberBannerCpf(digits: string): void {
  window.localStorage.setItem(BANNER_CPF_KEY, digits);
}

export function forgetStoredDocument(): void {
  window.localStorage.removeItem(DOCUMENT_KEY);
}
