import * as z from 'zod/mini';
import { DETAILS_MAX, PRIVACY_RIGHTS } from '@/lib/privacy/contract';

/**
 * "Meus dados e privacidade": the rights request form and the export's consent
 * choices, shared by the forms and the route handlers (app/api/privacy).
 */

export const rightsRequestSchema = z.object({
  right: z.pipe(z.string({ error: 'Validation.rightEmpty' }), z.enum(PRIVACY_RIGHTS, { error: 'Validation.rightEmpty' })),
  details: z
    .string({ error: 'Validation.required' })
    .check(z.trim(), z.minLength(1, 'Validation.required'), z.maxLength(DETAILS_MAX, 'Validation.messageTooLong')),
});
export type RightsRequestInput = z.input<typeof rightsRequestSchema>;
export type RightsRequestBody = z.output<typeof rightsRequestSchema>;

/**
 * The consent choices held in the browser (components/consent/consentStore.ts), sent along as
 * the export's query string: the analytics choice and, when one was made, its time (ISO).
 */
export const consentQuerySchema = z.object({
  analytics: z.enum(['granted', 'denied', 'unset'], { error: 'Validation.invalidRequest' }),
  analyticsAt: z.optional(z.iso.datetime({ offset: true, error: 'Validation.invalidRequest' })),
});
export type ConsentQuery = z.output<typeof consentQuerySchema>;
