/**
 * The support code a customer reads out ("Código do atendimento: K7Q2-9XWD"): eight Crockford
 * base32 characters (no I, L, O or U to misread) made from a request id, so the call centre or
 * the contact form can find the request's log lines (every line of a request carries both its
 * `requestId` and its `supportCode`: lib/ops/log.ts). Pure and tiny: the browser makes the same
 * code from a response's X-Request-Id.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A support code as typed or read aloud: eight characters, with or without the dash, any case. */
export const SUPPORT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/i;

/** cyrb53 (public domain): a fast 53-bit string hash, well spread; 40 of its bits make the code. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The support code of a request id: 'XXXX-XXXX'. */
export function supportCodeOf(requestId: string): string {
  let hash = cyrb53(requestId);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = ALPHABET[hash % 32] + code;
    hash = Math.floor(hash / 32);
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A code as the customer typed it, written the way logs hold it ('k7q29xwd' → 'K7Q2-9XWD'); null when it is not one. */
export function normalizeSupportCode(typed: string): string | null {
  const trimmed = typed.trim();
  if (!SUPPORT_CODE_PATTERN.test(trimmed)) return null;
  const plain = trimmed.replace('-', '').toUpperCase();
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}
