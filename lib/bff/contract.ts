import type { LogoDesign } from '@/lib/logo/catalog';

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
  /** GET `${API.survey}?service=<pathKey>` → SurveyView; POST SurveySendBody (lib/validation/survey.ts) → SurveySent. */
  survey: '/api/survey',
  /** POST → SavedLogoView (body: SaveLogoInput, lib/validation/logo.ts); `${API.logos}/${id}`: DELETE → 204. */
  logos: '/api/logo',
  /** GET `?${designQuery(design)}` → image/svg+xml: the drawing of a design (proposals, editor, saved logos). */
  logoPreview: '/api/logo/preview',
  /** My account: PUT → ContactView (body PhoneChangeInput). */
  accountPhone: '/api/account/phone',
  /** My account: POST → EmailCodeSent (body EmailChangeInput); the code goes to the new address. */
  accountEmail: '/api/account/email',
  /** My account: POST → ContactView (body EmailCodeInput); the e-mail changes only here. */
  accountEmailConfirm: '/api/account/email/confirm',
  /** My account: PUT → PasswordChanged (body PasswordChangeInput); 429 after 5 wrong current passwords in 15 min. */
  accountPassword: '/api/account/password',
  /** GET → PartnerDisclaimerView (the courses partner's notice, shown before an enrolment). */
  coursesDisclaimer: '/api/courses/disclaimer',
  /** POST EnrolmentBody (lib/validation/courses.ts) → EnrolmentResult. */
  courseEnrolments: '/api/courses/enrolments',
  /** Video appointments: GET list, POST book; `${API.appointments}/{id}` PATCH reschedule, DELETE cancel. */
  appointments: '/api/appointments',
  /** GET ?service=specialist|marketing|finance → AvailabilityView. */
  availability: '/api/appointments/availability',
  /** CV builder: GET → CvState; PUT CvSaveInput (lib/validation/cv.ts) → CvSaved, 409 CV conflict. */
  cv: '/api/cv',
  /** CV builder: POST {cv} (complete, lib/validation/cv.ts cvPdfSchema) → CvPdfFile. */
  cvPdf: '/api/cv/pdf',
} as const;

/** GET: the saved logo as an SVG or a 1024 px PNG download (Content-Disposition: attachment). */
export const logoDownload = (id: string, format: 'svg' | 'png') => `${API.logos}/${encodeURIComponent(id)}/${format}`;

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
 * The invisible captcha's tokens travel in this header, comma-separated, one fresh token for each
 * insurer call of the submission that carries `tokenCaptcha` (CAPTCHA_TOKENS): the insurer verifies
 * each token, and a provider spends a token on its first verification. Not needed with
 * CAPTCHA_PROVIDER=none (the server then sends 'sandbox').
 */
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Set (readable by scripts, 60 s) when the server drops a tampered, expired or unreadable session
 * cookie, so the browser also clears the spec's local keys (SPEC §4, corrupt stored session).
 */
export const SESSION_ENDED_COOKIE = 'portal-session-ended';

/**
 * How many captcha tokens each submission carries: one per insurer call with `tokenCaptcha`
 * (registration and the new password also log the customer in). lib/bff/client.ts asks the
 * provider for that many; lib/bff/handler.ts refuses (403) a submission with fewer.
 */
export const CAPTCHA_TOKENS: Readonly<Record<string, number>> = {
  [API.login]: 1,
  [API.preRegister]: 1,
  [API.register]: 2,
  [API.recoveryRequest]: 1,
  [API.recoveryPassword]: 2,
};

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

/** One comment question of the satisfaction survey: asked after a score from minScore to maxScore. */
export type SurveyComment = { id: number; question: string; minScore: number; maxScore: number };

/** One score question (0 to 10) of the satisfaction survey, with its comment question per score band (SPEC §3, §4). */
export type SurveyQuestion = { id: number; question: string; comments: SurveyComment[] };

/**
 * GET API.survey?service=<pathKey> → 200: whether the survey of that service is to be shown
 * (getSkipSurvey '101') and, if so, its questions. 403 SERVICE_NOT_INCLUDED for a service the
 * customer does not hold, 422 for a key that is not a service's.
 */
export type SurveyView = { show: false } | { show: true; service: string; questions: SurveyQuestion[] };

/**
 * POST API.survey → 200 SurveySent: the answers were saved, or the skip recorded.
 * 400 business code SURVEY_SETTLED ('102'): the customer had already answered or skipped this service's survey.
 */
export type SurveySent = { saved: true };
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

/** A saved logo as the page shows it: its design (lib/logo/catalog.ts LogoDesign) and when it was saved (ISO). */
export type SavedLogoView = { id: string; design: LogoDesign; createdAt: string };
/** My account: the customer's contact as the insurer now has it (phone: 11 digits). */
export type ContactView = { email: string; phone: string };

/** POST API.accountEmail → 200: the code was mailed to the new address. */
export type EmailCodeSent = { sent: true };

/** PUT API.accountPassword → 200: the password changed; the session stays. */
export type PasswordChanged = { changed: true };
/** Online courses: the yearly enrolment limit (calendar year in Brazil time) and what is left of it. */
export type CourseAllowance = { year: number; limit: number; used: number; remaining: number };

/** One enrolment of the year ('Meus cursos'); `enrolledAt` is an ISO instant, shown in Brazil time. */
export type CourseEnrolment = { courseId: string; title: string; enrolledAt: string };

/** GET API.coursesDisclaimer → 200: the partner's notice (SPEC §7 getDisclaimer), decrypted. */
export type PartnerDisclaimerView = { partner: string; title: string; text: string };

/**
 * POST API.courseEnrolments → 200: the enrolment is recorded; `programUrl` is the partner's programme
 * address from the session's coursera meta (https only). Refusals (400 business): CODES.courseLimit,
 * courseAlreadyEnrolled, courseUnknown, courseProgramRefused, courseNoProgram.
 */
export type EnrolmentResult = { enrolment: CourseEnrolment; allowance: CourseAllowance; programUrl: string };
/**
 * Video appointments (issue 9 §3, §4): API.appointments (GET → AppointmentsView, POST BookingBody →
 * AppointmentView), `${API.appointments}/{id}` (PATCH RescheduleBody → AppointmentView, DELETE {} →
 * AppointmentView) and API.availability (GET ?service= → AvailabilityView). Bodies: lib/validation/booking.ts.
 * Refusals: 400 business with the insurer's code (CODES.slotTaken … CODES.appointmentLocked), 403
 * SERVICE_NOT_INCLUDED, 404 notFound (an id that is not a number).
 */
type BookingServiceIdRef = import('@/lib/booking/services').BookingServiceId;
type AppointmentStateRef = import('@/lib/booking/services').AppointmentState;

/** One of the customer's appointments; `start` is an ISO instant (shown in Brazil time). */
export type AppointmentView = { id: number; service: BookingServiceIdRef; start: string; state: AppointmentStateRef; note: string; joinUrl: string };

export type AppointmentsView = { appointments: AppointmentView[] };

/** A bookable slot (ISO start) and its free places (0: full). */
export type SlotView = { start: string; free: number };

/**
 * The bookable slots of a service, grouped by Brazil day (yyyy-MM-dd, in order), and the
 * customer's upcoming appointment of that service (one at a time), if any.
 */
export type AvailabilityView = { service: BookingServiceIdRef; days: { day: string; slots: SlotView[] }[]; booked: AppointmentView | null };
