import type { EcosystemName } from '@/lib/session/ecosystem-types';

/**
 * Login, sign-up, password recovery and the ecosystem choice: the BFF paths, what the browser sends
 * and what it gets back (errors: ApiError, lib/bff/protocol.ts).
 *
 * Request bodies: login → LoginInput, pre-register → SignupDataInput, recovery → RecoveryRequestInput,
 * recovery/password → NewPasswordFormInput (lib/validation/forms.ts), plus the two below;
 * ecosystem → EcosystemChoice; logout → {}.
 */
export const API = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  ecosystem: '/api/auth/ecosystem',
  preRegister: '/api/auth/pre-register',
  register: '/api/auth/register',
  recoveryRequest: '/api/auth/recovery',
  recoveryValidate: '/api/auth/recovery/validate',
  recoveryPassword: '/api/auth/recovery/password',
} as const;

/**
 * How many captcha tokens each submission carries: one per insurer call with `tokenCaptcha`
 * (registration and the new password also log the customer in). The browser asks the provider for
 * that many (requestJson's captchaTokens); the route refuses (403) a submission with fewer
 * (postHandler's captchaTokens).
 */
export const CAPTCHA_TOKENS = { login: 1, preRegister: 1, register: 2, recoveryRequest: 1, recoveryPassword: 2 } as const satisfies Partial<Record<keyof typeof API, number>>;

export type RegisterBody = { signupToken: string; password: string; confirmPassword: string };
export type RecoveryValidateBody = { code: string };

export type EcosystemView = { name: EcosystemName; services: string[] };

/**
 * What a successful login (also: registration, password change, ecosystem choice) returns.
 * - mustChooseEcosystem: exactly 3 ecosystems → show the ecosystem selection.
 * - redirectTo: with exactly one ecosystem, /auth/inicio-fazer-cursos (Autônomo) or
 *   /auth/comparador-salarial-v2 (anything else); null → stay on the page, panel closes.
 */
export type LoginResult = {
  names: string;
  ecosystems: EcosystemView[];
  mustChooseEcosystem: boolean;
  redirectTo: string | null;
};

/** POST API.preRegister → 200: the sealed, short-lived sign-up state for step 1. */
export type PreRegisterResult = { signupToken: string };

/** POST API.recoveryRequest → 200: the code was e-mailed (the recovery state lives in an HttpOnly cookie). */
export type RecoveryRequestResult = { sent: true };

/** POST API.recoveryValidate → 200 when the code is right (105). */
export type RecoveryValidateResult = { valid: true };

/** POST API.ecosystem body. '3' Empregabilidade, '5' Autônomo. */
export type EcosystemChoice = { product: '3' | '5' };
