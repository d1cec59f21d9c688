import { z } from '@/lib/validation/z';
import { isValidCpf, onlyDigits } from './cpf-digits';

/**
 * A CPF, masked or not: required, 11 digits, valid check digits. Parses to the 11 digits.
 * Messages are keys of messages/pt-BR.json (namespace Validation).
 */
export const cpfSchema = z
  .string({ error: 'Validation.required' })
  .transform(onlyDigits)
  .superRefine((digits, ctx) => {
    if (digits.length === 0) ctx.addIssue({ code: 'custom', message: 'Validation.required' });
    else if (digits.length < 11) ctx.addIssue({ code: 'custom', message: 'Validation.cpfShort' });
    else if (!isValidCpf(digits)) ctx.addIssue({ code: 'custom', message: 'Validation.cpfInvalid' });
  });
