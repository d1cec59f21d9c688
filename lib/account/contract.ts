/** My account (profile, phone, e-mail, password): the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** PUT → ContactView (body PhoneChangeInput). */
  accountPhone: '/api/account/phone',
  /** POST → EmailCodeSent (body EmailChangeInput); the code goes to the new address. */
  accountEmail: '/api/account/email',
  /** POST → ContactView (body EmailCodeInput); the e-mail changes only here. */
  accountEmailConfirm: '/api/account/email/confirm',
  /** PUT → PasswordChanged (body PasswordChangeInput); 429 after 5 wrong current passwords in 15 min. */
  accountPassword: '/api/account/password',
} as const;

/** The customer's contact as the insurer now has it (phone: 11 digits). */
export type ContactView = { email: string; phone: string };

/** POST API.accountEmail → 200: the code was mailed to the new address. */
export type EmailCodeSent = { sent: true };

/** PUT API.accountPassword → 200: the password changed; the session stays. */
export type PasswordChanged = { changed: true };
