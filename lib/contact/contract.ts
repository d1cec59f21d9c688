/** The contact form: the BFF path and what it answers (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  contact: '/api/contact',
} as const;

/**
 * POST API.contact → 200 ContactResult. Body: ContactBody (lib/validation/contact.ts); the handler
 * knows from the session whether the customer is logged in (subject and message only) or not.
 */
export type ContactResult = { sent: true };
