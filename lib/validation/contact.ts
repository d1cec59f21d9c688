import { z } from '@/lib/validation/z';
import { cpfSchema } from './cpf';
import { emailSchema, namesSchema } from './fields';

/** The contact form (SPEC §3, §5), shared by the form (zodResolver) and POST /api/contact. */

export const CONTACT_SUBJECTS = ['Problemas com login', 'Dúvida', 'Erro', 'Reclamação', 'Sugestão'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The longest message accepted, by the form and by the handler. */
export const MESSAGE_MAX = 1000;

/** Logged in: subject and message only (the customer is known from the session). */
export const contactMessageSchema = z.object({
  subject: z.string({ error: 'Validation.subjectEmpty' }).pipe(z.enum(CONTACT_SUBJECTS, { error: 'Validation.subjectEmpty' })),
  message: z
    .string({ error: 'Validation.required' })
    .trim()
    .min(1, 'Validation.required')
    .max(MESSAGE_MAX, 'Validation.messageTooLong'),
});

/** Anonymous: the customer also gives their CPF, full name and e-mail. */
export const anonymousContactSchema = contactMessageSchema.extend({
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
export const contactSchemaFor = (loggedIn: boolean): z.ZodType<ContactBody, ContactInput> =>
  loggedIn ? contactMessageSchema : anonymousContactSchema;
