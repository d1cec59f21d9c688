/**
 * The sizes of SPEC §5's names and e-mail, without zod: fields in the browser take their maxLength
 * from here while the schemas (lib/validation/fields.ts) are fetched only when a form is checked.
 */
export const NAMES_MIN = 4;
export const NAMES_MAX = 100;
export const EMAIL_MAX = 90;
