/**
 * The BFF contract: what the browser sends to our route handlers (app/api/**) and what it gets
 * back. Shared by the handlers and the client flows. No secrets, no JWT, no insurer wire types here.
 *
 * Every handler accepts `Content-Type: application/json` only (else 415), same-origin only (else 403),
 * validates its body with the zod schema of lib/validation (else 422), and answers errors as ApiError.
 */

import type { CvDocument } from '@/lib/validation/cv';

export const API = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  ecosystem: '/api/auth/ecosystem',
  preRegister: '/api/auth/pre-register',
  register: '/api/auth/register',
  recoveryRequest: '/api/auth/recovery',
  recoveryValidate: '/api/auth/recovery/validate',
  recoveryPassword: '/api/auth/recovery/password',
  contact: '/api/contact',
  /** GET `${API.legal}/${LegalKey}` → LegalText (the only GET route). */
  legal: '/api/legal',
  usability: '/api/usability',
  /** CV builder: GET → CvState; PUT CvSaveInput (lib/validation/cv.ts) → CvSaved, 409 CV conflict. */
  cv: '/api/cv',
  /** CV builder: POST {cv} (complete, lib/validation/cv.ts cvPdfSchema) → CvPdfFile. */
  cvPdf: '/api/cv/pdf',
} as const;

/** Where an anonymous visitor of a logged-in page lands: the home page with the login panel open. */
export const LOGIN_PAGE = '/?login=1';

/**
 * Request bodies: login → LoginInput, pre-register → SignupDataInput, recovery → RecoveryRequestInput,
 * recovery/password → NewPasswordFormInput (lib/validation/forms.ts), plus the two below;
 * ecosystem → EcosystemChoice; logout → {}.
 */
export type RegisterBody = { signupToken: string; password: string; confirmPassword: string };
export type RecoveryValidateBody = { code: string };

/**
 * The invisible captcha's token travels in this header on login, pre-register, register, recovery,
 * recovery/validate and recovery/password. Not needed with CAPTCHA_PROVIDER=none (the server uses 'sandbox').
 */
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Set (readable by scripts, 60 s) when the server drops a tampered, expired or unreadable session
 * cookie, so the browser also clears the spec's local keys (SPEC §4, corrupt stored session).
 */
export const SESSION_ENDED_COOKIE = 'portal-session-ended';

/** The routes whose submissions carry a captcha token (lib/bff/client.ts adds it). */
export const CAPTCHA_ROUTES: ReadonlySet<string> = new Set([API.login, API.preRegister, API.register, API.recoveryRequest, API.recoveryValidate, API.recoveryPassword]);

/** Ecosystem names as the customer sees them ('EP MEI' upstream is shown as Autônomo). */
export type EcosystemName = 'Empregabilidade' | 'Autônomo' | 'Parcelamento' | 'Protegido';

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

/**
 * POST API.contact → 200 ContactResult. Body: ContactBody (lib/validation/contact.ts); the handler
 * knows from the session whether the customer is logged in (subject and message only) or not.
 */
export type ContactResult = { sent: true };

/** Keys of the insurer's key list (SPEC §3): terms and conditions, privacy policy. */
export const LEGAL_KEYS = ['tyc', 'PolicyPrivacy'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** GET `${API.legal}/${key}` → 200, cacheable: the decoded title and markdown content; 404 notFound for another key. */
export type LegalText = { title: string; content: string };

/** POST API.usability → 204. Body: UsabilityBatch (lib/validation/usability.ts), sent as a beacon; 413 tooLarge above this size. */
export const USABILITY_BODY_MAX_BYTES = 64 * 1024;

/** GET API.cv → the customer's saved CV (null: none yet; revision 0) and when it was saved (ISO). */
export type CvState = { cv: CvDocument | null; revision: number; updatedAt: string | null };

/** PUT API.cv → 200: the revision now stored and its time (ISO). */
export type CvSaved = { revision: number; updatedAt: string };

/** POST API.cvPdf → 200: the A4 PDF (base64), its file name and page count. */
export type CvPdfFile = { fileName: string; pdf: string; pages: number };

/**
 * Every error answer. `message` is pt-BR and ready to show.
 * - 400 business: the insurer refused (code = insurer code: '101', '102', '103', '104',
 *   'ERROR_REGISTER_MASIVE'; pre-registration adds 'LIMIT' for 'has superado el límite permitido').
 * - 401 unauthorized (no or expired session, pending login, sign-up or recovery state),
 *   403 forbidden (cross-origin, captcha refused, or code SERVICE_NOT_INCLUDED: the service is not among the customer's), 404 notFound (unknown legal key), 413 tooLarge,
 *   415 unsupported (not JSON), 422 validation (fields: field → pt-BR message),
 *   429 tooMany (a limit of the portal; code TOO_MANY_ATTEMPTS, Retry-After in seconds),
 *   502 upstream (network error or malformed answer), 504 timeout.
 */
export type ApiError = {
  error: 'business' | 'unauthorized' | 'forbidden' | 'notFound' | 'tooLarge' | 'unsupported' | 'validation' | 'tooMany' | 'upstream' | 'timeout';
  message: string;
  code?: string;
  fields?: Record<string, string>;
};
