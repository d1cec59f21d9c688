
/**
 * What every BFF route (app/api/**) shares with the browser, whatever the feature: the error
 * answer, the captcha header and how many tokens it carries, the session-ended cookie. Each
 * feature's paths and DTOs are in its own lib/<feature>/contract.ts. No secrets, no JWT here.
 *
 * Every handler accepts `Content-Type: application/json` only (else 415), same-origin only (else 403),
 * validates its body with the zod schema of lib/validation (else 422), and answers errors as ApiError.
 */

/**
 * Every error answer. `message` is pt-BR and ready to show.
 * - 400 business: the insurer refused (code = insurer code: '101', '102', '103', '104',
 *   'ERROR_REGISTER_MASIVE'; pre-registration adds 'LIMIT' for 'has superado el límite permitido').
 * - 401 unauthorized (no or expired session, pending login, sign-up or recovery state),
 *   403 forbidden (cross-origin, captcha refused, or code SERVICE_NOT_INCLUDED: the service is not among the customer's), 404 notFound (unknown legal key), 413 tooLarge,
 *   415 unsupported (not JSON), 422 validation (fields: field → pt-BR message),
 *   429 tooMany (a limit of the portal; code TOO_MANY_ATTEMPTS, Retry-After in seconds),
 *   502 upstream (network error or malformed answer), 503 unavailable (the insurer's breaker is open;
 *   Retry-After in seconds), 503 overloaded (this instance is refusing load, from the overload guard
 *   in front of the route; Retry-After in seconds), 504 timeout.
 */
export type ApiError = {
  error: 'business' | 'unauthorized' | 'forbidden' | 'notFound' | 'tooLarge' | 'unsupported' | 'validation' | 'tooMany' | 'upstream' | 'unavailable' | 'overloaded' | 'timeout';
  message: string;
  code?: string;
  fields?: Record<string, string>;
};

/**
 * The invisible captcha's tokens travel in this header, comma-separated, one fresh token for each
 * insurer call of the submission that carries `tokenCaptcha` (lib/auth/contract.ts CAPTCHA_TOKENS): the insurer verifies
 * each token, and a provider spends a token on its first verification. Not needed with
 * CAPTCHA_PROVIDER=none (the server then sends 'sandbox').
 */
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Set (readable by scripts, 60 s) when the server drops a tampered, expired or unreadable session
 * cookie, so the browser also clears the spec's local keys (SPEC §4, corrupt stored session).
 */
export const SESSION_ENDED_COOKIE = 'portal-session-ended';
