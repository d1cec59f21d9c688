/**
 * The insurer's payload cipher as SPEC §7 describes it (the CryptoJS passphrase format): AES-256-CBC
 * with PKCS7 padding, sent as base64("Salted__" || salt[8] || ciphertext), key and IV derived from
 * the passphrase by OpenSSL's EVP_BytesToKey (MD5, one iteration). The sandbox's own implementation,
 * not the portal's, so a cipher mismatch between the two shows in testing/insurer-contract.test.ts.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const MAGIC = Buffer.from('Salted__');
const SALT_LENGTH = 8;

/** Why a payload could not be read: the envelope answers each with its own business code. */
export class InsurerCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InsurerCryptoError';
  }
}

function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  let material = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (material.length < 48) {
    block = createHash('md5').update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt])).digest();
    material = Buffer.concat([material, block]);
  }
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

export function encrypt(plaintext: string, passphrase: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([MAGIC, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export function decrypt(payload: string, passphrase: string): string {
  if (!payload || payload.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw new InsurerCryptoError('payload is not base64');
  }
  const raw = Buffer.from(payload, 'base64');
  const body = raw.subarray(MAGIC.length + SALT_LENGTH);
  if (!raw.subarray(0, MAGIC.length).equals(MAGIC) || body.length === 0 || body.length % 16 !== 0) {
    throw new InsurerCryptoError('payload is not a salted AES-256-CBC ciphertext');
  }
  const { key, iv } = keyAndIv(passphrase, raw.subarray(MAGIC.length, MAGIC.length + SALT_LENGTH));
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    throw new InsurerCryptoError('payload does not decrypt with this passphrase');
  }
}

export const encryptJson = (value: unknown, passphrase: string): string => encrypt(JSON.stringify(value), passphrase);

/** The parsed JSON of a payload; the caller validates its shape. */
export function decryptJson(payload: string, passphrase: string): unknown {
  const text = decrypt(payload, passphrase);
  try {
    return JSON.parse(text);
  } catch {
    throw new InsurerCryptoError('payload is not JSON');
  }
}
