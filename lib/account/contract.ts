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
  /** GET → OpenSessions; DELETE (body {}) → SessionsEnded: every session of the customer but this one ends. */
  accountSessions: '/api/account/sessions',
} as const;

/** DELETE `${API.accountSessions}/${id}` (body {}) → 204: one other session of the customer ends; not theirs (or gone) → 404. */
export const sessionPath = (id: string) => `${API.accountSessions}/${encodeURIComponent(id)}`;

/** The customer's contact as the insurer now has it (phone: 11 digits). */
export type ContactView = { email: string; phone: string };

/** POST API.accountEmail → 200: the code was mailed to the new address. */
export type EmailCodeSent = { sent: true };

/** PUT API.accountPassword → 200: the password changed; this session stays, the customer's others end. */
export type PasswordChanged = { changed: true };

/**
 * One open session of the customer, as "Seus acessos" shows it (lib/account/open-sessions.ts): `id`
 * is a handle derived from the session id, never the id itself; the times are Brazil time.
 */
export type OpenSession = { id: string; device: string; startedAt: string; lastUsedAt: string; current: boolean };

/** GET API.accountSessions → 200: this session first, then the others, the most recently used first. */
export type OpenSessions = { sessions: OpenSession[] };

/** DELETE API.accountSessions → 200: how many other sessions ended. */
export type SessionsEnded = { ended: number };
