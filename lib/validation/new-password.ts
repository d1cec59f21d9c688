import * as z from 'zod/mini';
import { passesPasswordRules } from './password';

/**
 * A new password: every rule of SPEC §5 (lib/validation/password.ts, which the form shows one by
 * one). Apart from the other fields (fields.ts), so that a form without a password sends no
 * password message to the browser.
 */
export const newPasswordSchema = z
  .string({ error: 'Validation.required' })
  .check(
    z.minLength(1, 'Validation.required'),
    z.refine(passesPasswordRules, 'Validation.passwordRules'),
  );
