import * as z from 'zod/mini';
import { emailSchema, phoneSchema } from './fields';
import { newPasswordSchema } from './new-password';
import { codeSchema, loginSchema } from './forms';

/** My account (/auth/perfil, /auth/perfil/senha): schemas shared by the forms and the route handlers. */

/** The current password, asked again before every account change (the step-up, OWASP ASVS 5.0 §7.5.1). */
const currentPasswordSchema = loginSchema.shape.password;

export const phoneChangeSchema = z.object({ phone: phoneSchema, currentPassword: currentPasswordSchema });
export const emailChangeSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export const emailCodeSchema = z.object({ code: codeSchema });

/** Current password, new password and its confirmation (SPEC §5); the new one must differ from the current one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Validation.required' }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Validation.passwordMismatch' }),
    z.refine((v) => v.password !== v.currentPassword, { path: ['password'], message: 'Validation.passwordSameAsCurrent' }),
  );

export type PhoneChangeInput = z.input<typeof phoneChangeSchema>;
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailCodeInput = z.input<typeof emailCodeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
