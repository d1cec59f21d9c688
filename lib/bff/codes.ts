/**
 * The business codes the BFF answers in ApiError.code (HTTP 400 'business'), one table shared by
 * the route handlers (the refusal tables of lib/<feature>/refusals.ts) and the client flows. The insurer's own codes (SPEC §8)
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
  /** The insurer could not verify a captcha token (missing, invalid or already spent): 403. */
  captchaInvalid: 'CAPTCHA_INVALID',
  /** A limit of the portal itself (lib/limits): wait Retry-After seconds. */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** The customer's ecosystems do not include the service (403). */
  serviceNotIncluded: 'SERVICE_NOT_INCLUDED',
  /** Satisfaction survey: this service's survey was already answered or skipped by the customer. */
  surveySettled: '102',
  /** Logo creation: the 6th logo (5 already saved). */
  logoLimit: '101',
  /** Logo creation: no such saved logo (404). */
  logoNotFound: '102',
  /** My account: the new phone or e-mail is the current one. */
  contactUnchanged: '101',
  /** My account, e-mail change: too many codes asked for in an hour. */
  emailCodeLimit: '104',
  /** My account, e-mail change: the code is not the one sent (the insurer's 104). */
  emailWrongCode: '104',
  /** My account, e-mail change: no change waiting (code expired, spent or voided by wrong codes): ask for a new code. */
  emailChangeExpired: 'EMAIL_CHANGE_EXPIRED',
  /** My account, password change: the current password does not match. */
  currentPasswordMismatch: '101',
  /** My account, phone and e-mail changes: the current password (the step-up) does not match. */
  stepUpMismatch: '105',
  /** My account, password change: the new password is the current one. */
  passwordSameAsCurrent: '102',
  /** My account, password change: the new password is one of the last 3. */
  passwordRecentlyUsed: '103',
  /** Course enrolment (enrollCourse): the 2 enrolments of this calendar year are used. */
  courseLimit: '102',
  /** Course enrolment: already enrolled in this course this year. */
  courseAlreadyEnrolled: '103',
  /** Course enrolment: the course is not in the partner's catalogue. */
  courseUnknown: '104',
  /** Course enrolment: the partner does not recognise the customer's programme. */
  courseProgramRefused: '105',
  /** Course enrolment: the session holds no usable (https) programme address. */
  courseNoProgram: 'COURSE_NO_PROGRAM',
  /** Video appointments (the insurer's codes, docs/sandbox.md): the slot's last place was just taken. */
  slotTaken: '101',
  /** The slot cannot be booked (less than 2 h ahead, off the grid, beyond the window). */
  slotNotBookable: '102',
  /** The customer already has an upcoming appointment of this service. */
  alreadyBooked: '103',
  /** The customer already has an appointment at that time. */
  sameTimeBooked: '104',
  appointmentNotFound: '105',
  /** The appointment was cancelled or has started: it can no longer change. */
  appointmentLocked: '106',
  /** The insurer's own check: the policy does not include the service (answered as serviceNotIncluded). */
  bookingNotIncluded: '107',
  /** Salary partner: the occupation is not in its list. */
  salaryUnknownOccupation: '101',
  /** Salary partner: the customer's ecosystems lack the comparator. */
  salaryNotIncluded: '102',
  /** CV builder (409): a newer CV was saved elsewhere (the partner's 102). */
  cvConflict: '102',
} as const;

/** The login codes that have their own pt-BR text (messages Auth.login101…104). */
export const LOGIN_CODE_MESSAGES = {
  [CODES.loginMismatch]: 'login101',
  [CODES.loginNotRegistered]: 'login102',
  [CODES.loginNoPolicy]: 'login103',
  [CODES.loginBlocked]: 'login104',
} as const;
