/**
 * The visitor's cookie choice also kept in a cookie of the same name as its localStorage key
 * (SPEC §3 `agreeCampaign`: '1' accepted, '0' rejected), so that a page rendered per request knows
 * it: the banner is then in the first HTML of a visitor who has not chosen (not drawn only after
 * every script has run) and absent from it once chosen. No module here may need the browser or the server.
 */
export const CONSENT_COOKIE = 'agreeCampaign';

/** A year, as long as the choice is asked again at the latest. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

export type StoredChoice = 'granted' | 'denied';

/** '1' / '0' → the choice; anything else (absent, tampered) → none. */
export function choiceOf(value: string | undefined | null): StoredChoice | null {
  if (value === '1') return 'granted';
  if (value === '0') return 'denied';
  return null;
}

/** The Set-Cookie text of a choice (null: forget it). Lax, for the whole site; Secure on HTTPS. */
export function consentCookie(choice: StoredChoice | null, secure: boolean): string {
  const value = choice === null ? '' : choice === 'granted' ? '1' : '0';
  const age = choice === null ? 0 : MAX_AGE_S;
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The choice in a `document.cookie` string. */
export function choiceInCookies(cookies: string): StoredChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return choiceOf(value);
  }
  return null;
}
