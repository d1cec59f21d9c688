/** The support code a customer may quote in the contact form: eight Crockford base32 characters, dash optional (K7Q2-9XWD). */
export const SUPPORT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/i;
