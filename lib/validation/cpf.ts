import * as z from 'zod/mini';
import { isValidCpf } from './cpf-digits';
import { onlyDigits } from './digits';

/**
 * A CPF, masked or not: required, 11 digits, valid check digits. Parses to the 11 digits.
 * Messages are keys of messages/pt-BR.json (namespace Validation).
 */
export const cpfSchema = z.pipe(z.string({ error: 'Validation.required' }), z.transform(onlyDigits)).check(
  z.superRefine((digits: string, ctx) => {
    if (digits.length === 0) ctx.addIssue({ code: 'custom', message: 'Validation.required' });
    else if (digits.length < 11) ctx.addIssue({ code: 'custom', message: 'Validation.cpfShort' });
    else if (!isValidCpf(digits)) ctx.addIssue({ code: 'custom', message: 'Validation.cpfInvalid' });
  }),
);
