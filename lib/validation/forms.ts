import * as z from 'zod/mini';
import { cpfSchema } from './cpf';
import { emailSchema, namesSchema, phoneSchema } from './fields';
import { newPasswordSchema } from './new-password';

/** Schemas shared by the forms (zodResolver) and the route handlers. Messages are Validation.* keys. */

export const CODE_LENGTH = 6;

export const loginSchema = z.object({
  document: cpfSchema,
  password: z
    .string({ error: 'Validation.required' })
    .check(z.minLength(1, 'Validation.required'), z.maxLength(64, 'Validation.passwordTooLong')),
});

export const signupDataSchema = z.object({
  document: cpfSchema,
  names: namesSchema,
  phone: phoneSchema,
  email: emailSchema,
  acceptTerms: z.literal(true, { error: 'Validation.termsRequired' }),
});

export const recoveryRequestSchema = z.object({ document: cpfSchema, email: emailSchema });

export const codeSchema = z
  .string({ error: 'Validation.required' })
  .check(z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'Validation.codeLength'));

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: 'Validation.required' }) })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Validation.passwordMismatch' }));

export type LoginInput = z.input<typeof loginSchema>;
export type SignupDataInput = z.input<typeof signupDataSchema>;
export type RecoveryRequestInput = z.input<typeof recoveryRequestSchema>;
/** @public The request body the BFF contract names (its API comment). */
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
