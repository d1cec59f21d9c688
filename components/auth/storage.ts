import { onlyDigits } from '@/lib/validation/digits';

/**
 * The only web-storage keys the account flows touch (SPEC §3). None of them holds session data:
 * the session lives in an HttpOnly cookie.
 * - document: the CPF that prefills login and recovery (set on ERROR_REGISTER_MASIVE);
 * - cpf: 11 digits typed in the home banner, prefills sign-up;
 * - token, products, user, temp: cleared on logout (legacy session keys and the open-modal hint).
 */
const KEYS = { document: 'document', bannerCpf: 'cpf' } as const;
const LOGOUT_KEYS = ['token', 'products', 'user', 'temp'] as const;
/** Every key of SPEC §3 but the consent choice (agreeCampaign): cleared when a stored session turns out corrupt. */
const SESSION_KEYS = [...LOGOUT_KEYS, 'identification', 'eco', 'lastsession', 'loginJustDone', 'u_act', 'document', 'cpf', 'surveySkipped'] as const;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored CPF digits for login and recovery, or ''. */
export function readStoredDocument(): string {
  return onlyDigits(read(KEYS.document) ?? '').slice(0, 11);
}

/** Never throws: with storage full or disabled the value is just not kept (it only prefills a field). */
function write(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // storage full or disabled: the CPF is just not prefilled next time
  }
}

export function storeDocument(cpfDigits: string): void {
  write(KEYS.document, cpfDigits);
}

/** Forgets the login's stored CPF (the home banner does, when another CPF is typed there). */
export function forgetStoredDocument(): void {
  removeKeys([KEYS.document]);
}

/** Keeps the home banner's 11 digits for the sign-up form. */
export function storeBannerCpf(cpfDigits: string): void {
  write(KEYS.bannerCpf, cpfDigits);
}

/** The CPF carried from the home banner, when it has exactly 11 digits, else ''. */
export function readBannerCpf(): string {
  const digits = onlyDigits(read(KEYS.bannerCpf) ?? '');
  return digits.length === 11 ? digits : '';
}

export const clearLogoutKeys = () => removeKeys(LOGOUT_KEYS);
export const clearSessionKeys = () => removeKeys(SESSION_KEYS);

function removeKeys(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}
