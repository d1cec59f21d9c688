import { SUPPORT_CODE_PATTERN, normalizeSupportCode } from '@/lib/ops/support-code';
import * as z from 'zod/mini';
import { cpfSchema } from './cpf';
import { emailSchema, namesSchema } from './fields';

/** The contact form (SPEC §3, §5), shared by the form (zodResolver) and POST /api/contact. */

export const CONTACT_SUBJECTS = ['Problemas com login', 'Dúvida', 'Erro', 'Reclamação', 'Sugestão'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The longest message accepted, by the form and by the handler. */
export const MESSAGE_MAX = 1000;

/**
 * The support code of an error the customer was shown just before (lib/ops/support-code.ts),
 * sent along so the service desk finds its log lines; written the way logs hold it ('K7Q2-9XWD').
 */
export const supportCodeSchema = z.pipe(
  z.string({ error: 'Validation.supportCodeInvalid' }).check(z.trim(), z.regex(SUPPORT_CODE_PATTERN, 'Validation.supportCodeInvalid')),
  z.transform((code: string) => normalizeSupportCode(code) ?? code),
);

/** Logged in: subject and message only (the customer is known from the session), and the support code of an error when the customer came from one. */
export const contactMessageSchema = z.object({
  subject: z.pipe(z.string({ error: 'Validation.subjectEmpty' }), z.enum(CONTACT_SUBJECTS, { error: 'Validation.subjectEmpty' })),
  message: z
    .string({ error: 'Validation.required' })
    .check(z.trim(), z.minLength(1, 'Validation.required'), z.maxLength(MESSAGE_MAX, 'Validation.messageTooLong')),
  supportCode: z.optional(supportCodeSchema),
});

/** Anonymous: the customer also gives their CPF, full name and e-mail. */
export const anonymousContactSchema = z.extend(contactMessageSchema, {
  identification: cpfSchema,
  fullname: namesSchema,
  email: emailSchema,
});

type Identity = Omit<z.input<typeof anonymousContactSchema>, keyof z.input<typeof contactMessageSchema>>;
type IdentityOutput = Omit<z.output<typeof anonymousContactSchema>, keyof z.output<typeof contactMessageSchema>>;

/** What the form holds: the identity fields only when anonymous. */
export type ContactInput = z.input<typeof contactMessageSchema> & Partial<Identity>;
export type ContactBody = z.output<typeof contactMessageSchema> & Partial<IdentityOutput>;

/** The form's schema: subject and message when logged in, everything when anonymous. */
export const contactSchemaFor = (loggedIn: boolean): z.ZodMiniType<ContactBody, ContactInput> =>
  loggedIn ? contactMessageSchema : anonymousContactSchema;
