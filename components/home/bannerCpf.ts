import { isValidCpf } from '@/lib/validation/cpf-digits';
import { onlyDigits } from '@/lib/validation/digits';

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

/**
 * The banner's storage ('cpf' for the sign-up form, 'document' cleared): the guarded helpers of the
 * account flows, which never throw when the browser blocks web storage.
 */
export { forgetStoredDocument, storeBannerCpf as rememberBannerCpf } from '@/components/auth/storage';
