/**
 * The business codes the BFF answers in ApiError.code (HTTP 400 'business'), one table shared by
 * the route handlers (lib/bff/refusals.ts) and the client flows. The insurer's own codes (SPEC §8)
 * keep their values; codes the portal adds are words. The same value may mean different things in
 * different flows (104: blocked at login, limit at recovery, wrong code at validation), so each
 * flow names the meaning it reads.
 */
export const CODES = {
  /** Login (SPEC §8). */
  loginMismatch: '101',
  loginNotRegistered: '102',
  loginNoPolicy: '103',
  loginBlocked: '104',
  /** Login of a mass-registered customer: go to /actualizar-clave. */
  massRegistration: 'ERROR_REGISTER_MASIVE',
  /** Pre-registration: 101 with 'has superado el límite permitido'. */
  signupLimit: 'LIMIT',
  /** Pre-registration and registration. */
  alreadyRegistered: '102',
  identityMismatch: '103',
  /** Recovery request: too many requests. */
  recoveryLimit: '104',
  /** Recovery code validation: wrong code. */
  wrongCode: '104',
  /** A limit of the portal itself (lib/limits): wait Retry-After seconds. */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** The customer's ecosystems do not include the service (403). */
  serviceNotIncluded: 'SERVICE_NOT_INCLUDED',
  /** CV builder (409): a newer CV was saved elsewhere (the partner's 102). */
  cvConflict: '102',
} as const;

export type BffCode = (typeof CODES)[keyof typeof CODES];

/** The login codes that have their own pt-BR text (messages Auth.login101…104). */
export const LOGIN_CODE_MESSAGES = {
  [CODES.loginMismatch]: 'login101',
  [CODES.loginNotRegistered]: 'login102',
  [CODES.loginNoPolicy]: 'login103',
  [CODES.loginBlocked]: 'login104',
} as const;
