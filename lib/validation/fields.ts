import * as z from 'zod/mini';
import { onlyDigits } from './digits';
import { EMAIL_MAX, NAMES_MAX, NAMES_MIN } from './field-limits';
import { PHONE_DIGITS } from './phone-mask';

export { PHONE_DIGITS, maskPhone } from './phone-mask';
export { EMAIL_MAX, NAMES_MAX } from './field-limits';

/** Field rules of SPEC §5. Messages are keys of messages/pt-BR.json (namespace Validation). */

const NAMES_PATTERN = /^[\p{L}\s]+$/u;
// A standard address pattern: local part, @, a dotted domain with a 2+ letter top level.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const namesSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Validation.required' }),
    z.transform((v: string) => v.trim().replace(/\s+/g, ' ')),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'Validation.required'),
      z.minLength(NAMES_MIN, 'Validation.namesInvalid'),
      z.maxLength(NAMES_MAX, 'Validation.namesInvalid'),
      z.regex(NAMES_PATTERN, 'Validation.namesInvalid'),
    ),
);

export const phoneSchema = z.pipe(
  z.pipe(z.string({ error: 'Validation.required' }), z.transform(onlyDigits)),
  z.string().check(z.minLength(1, 'Validation.required'), z.length(PHONE_DIGITS, 'Validation.phoneLength')),
);

export const emailSchema = z
  .string({ error: 'Validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'Validation.required'),
    z.maxLength(EMAIL_MAX, 'Validation.emailFormat'),
    z.regex(EMAIL_PATTERN, 'Validation.emailFormat'),
  );

