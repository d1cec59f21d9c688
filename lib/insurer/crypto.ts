/**
 * The insurer's payload cipher: AES-256-CBC + PKCS7 in the CryptoJS/OpenSSL
 * "Salted__" passphrase format, i.e. base64("Salted__" || salt[8] || ciphertext),
 * with key and IV derived by OpenSSL's EVP_BytesToKey (MD5, 1 iteration).
 *
 * MD5 key derivation is a legacy scheme imposed by the insurer; it lives here,
 * inside the insurer adapter, and nowhere else. Implemented with node:crypto
 * (crypto-js is only the interop oracle of the test). Holds no key: the
 * passphrase is always a parameter. The sandbox has its own implementation (sandbox/crypto.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const HEADER = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const BLOCK_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX_BYTES = HEADER.length + SALT_BYTES;
/** Base64 of whole 4-character groups, `=` padding at the end only (one pass; the grouped pattern cost ~1.6 % of a catalogue page). */
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64_CHARS.test(text);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export type InsurerCryptoFailure = 'not-base64' | 'no-salt-header' | 'truncated' | 'bad-padding' | 'bad-utf8' | 'not-json';

export class InsurerCryptoError extends Error {
  readonly reason: InsurerCryptoFailure;

  constructor(reason: InsurerCryptoFailure, message: string) {
    super(message);
    this.name = 'InsurerCryptoError';
    this.reason = reason;
  }
}

/** OpenSSL EVP_BytesToKey with MD5 and one iteration: D_i = MD5(D_{i-1} || pass || salt). */
function deriveKeyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const pass = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < KEY_BYTES + BLOCK_BYTES) {
    previous = createHash('md5').update(previous).update(pass).update(salt).digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, KEY_BYTES), iv: material.subarray(KEY_BYTES, KEY_BYTES + BLOCK_BYTES) };
}

export function encrypt(plaintext: string, passphrase: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  if (salt.length !== SALT_BYTES) throw new RangeError(`salt must be ${SALT_BYTES} bytes`);
  const { key, iv } = deriveKeyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([HEADER, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export function decrypt(b64: string, passphrase: string): string {
  if (!b64 || !isBase64(b64)) throw new InsurerCryptoError('not-base64', 'ciphertext is not base64');
  const raw = Buffer.from(b64, 'base64');
  if (raw.length < HEADER.length || !raw.subarray(0, HEADER.length).equals(HEADER)) {
    throw new InsurerCryptoError('no-salt-header', 'ciphertext lacks the Salted__ header');
  }
  const body = raw.subarray(PREFIX_BYTES);
  if (body.length === 0 || body.length % BLOCK_BYTES !== 0) {
    throw new InsurerCryptoError('truncated', 'ciphertext is truncated');
  }
  const { key, iv } = deriveKeyAndIv(passphrase, raw.subarray(HEADER.length, PREFIX_BYTES));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new InsurerCryptoError('bad-padding', 'bad padding (wrong passphrase or corrupt ciphertext)');
  }
  try {
    return utf8.decode(plain);
  } catch {
    throw new InsurerCryptoError('bad-utf8', 'plaintext is not UTF-8 (wrong passphrase?)');
  }
}

export function encryptJson(value: unknown, passphrase: string): string {
  return encrypt(JSON.stringify(value), passphrase);
}

/** Decrypts and parses; the caller validates the shape (the result is untrusted). */
export function decryptJson(b64: string, passphrase: string): unknown {
  const text = decrypt(b64, passphrase);
  try {
    return JSON.parse(text);
  } catch {
    throw new InsurerCryptoError('not-json', 'plaintext is not JSON');
  }
}
