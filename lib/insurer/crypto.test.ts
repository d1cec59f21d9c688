/** @jest-environment node */
// crypto-js is the interop oracle only: it must never be imported by runtime code.
import CryptoJS from 'crypto-js';
import { randomBytes } from 'node:crypto';
import { InsurerCryptoError, decrypt, decryptJson, encrypt, encryptJson } from './crypto.ts';

const PASSPHRASE = 'frase-secreta-de-teste';
const SAMPLES = [
  '',
  'a',
  '0123456789abcdef',
  JSON.stringify({ documentNumber: '52998224725', password: 'Beneficio@2026', tokenCaptcha: 't', publicIp: '10.0.0.1' }),
  'Ação, coração, pão, fé, você: João Conceição Güell — 🌎',
  'x'.repeat(1000),
];

const oracleEncrypt = (plaintext: string, passphrase: string, salt?: Buffer) =>
  CryptoJS.AES.encrypt(plaintext, passphrase, salt ? { salt: CryptoJS.enc.Hex.parse(salt.toString('hex')) } : {}).toString();
const oracleDecrypt = (b64: string, passphrase: string) => CryptoJS.AES.decrypt(b64, passphrase).toString(CryptoJS.enc.Utf8);

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof InsurerCryptoError) return error.reason;
    throw error;
  }
  throw new Error('expected an InsurerCryptoError');
};

describe('interop with crypto-js', () => {
  test.each(SAMPLES)('crypto-js decrypts our output (%#)', (plaintext) => {
    expect(oracleDecrypt(encrypt(plaintext, PASSPHRASE), PASSPHRASE)).toBe(plaintext);
  });

  test.each(SAMPLES)('we decrypt crypto-js output (%#)', (plaintext) => {
    expect(decrypt(oracleEncrypt(plaintext, PASSPHRASE), PASSPHRASE)).toBe(plaintext);
  });

  test.each(SAMPLES)('same salt gives byte-identical output (%#)', (plaintext) => {
    const salt = randomBytes(8);
    expect(encrypt(plaintext, PASSPHRASE, salt)).toBe(oracleEncrypt(plaintext, PASSPHRASE, salt));
  });

  test('accented passphrases derive the same key on both sides', () => {
    const salt = randomBytes(8);
    expect(encrypt('olá', 'senha-com-acentuação', salt)).toBe(oracleEncrypt('olá', 'senha-com-acentuação', salt));
  });
});

describe('encrypt', () => {
  test('uses a fresh random salt each time', () => {
    expect(encrypt('mesmo texto', PASSPHRASE)).not.toBe(encrypt('mesmo texto', PASSPHRASE));
  });

  test('starts with the Salted__ header', () => {
    expect(Buffer.from(encrypt('x', PASSPHRASE), 'base64').subarray(0, 8).toString('latin1')).toBe('Salted__');
  });

  test('rejects a salt that is not 8 bytes', () => {
    expect(() => encrypt('x', PASSPHRASE, randomBytes(7))).toThrow(RangeError);
  });

  test('round-trips JSON with accents', () => {
    const value = { names: 'José Conceição', nested: { list: [1, 'ç'] } };
    expect(decryptJson(encryptJson(value, PASSPHRASE), PASSPHRASE)).toEqual(value);
  });
});

describe('decrypt rejects bad input with a typed error', () => {
  const valid = encrypt('conteúdo legítimo', PASSPHRASE);
  const raw = Buffer.from(valid, 'base64');

  test.each([
    ['empty string', '', 'not-base64'],
    ['garbage', '%%% não é base64 %%%', 'not-base64'],
    ['html', '<html><body>502 Bad Gateway</body></html>', 'not-base64'],
    ['cut base64', valid.slice(0, -3), 'not-base64'],
    ['padding inside', `QU=D${valid}`, 'not-base64'],
    ['three padding characters', `${valid.slice(0, -4)}Q===`, 'not-base64'],
    ['a line break', `${valid.slice(0, -4)}\n${valid.slice(-3)}`, 'not-base64'],
    ['base64 without header', Buffer.from('plain text, no salt header here').toString('base64'), 'no-salt-header'],
    ['header only', Buffer.from('Salted__').toString('base64'), 'truncated'],
    ['header and salt only', raw.subarray(0, 16).toString('base64'), 'truncated'],
    ['truncated ciphertext', raw.subarray(0, raw.length - 5).toString('base64'), 'truncated'],
  ])('%s', (_label, input, reason) => {
    expect(reasonOf(() => decrypt(input, PASSPHRASE))).toBe(reason);
  });

  test('wrong passphrase fails on padding or UTF-8, never returns text', () => {
    const failures = new Set<string>();
    for (let i = 0; i < 40; i++) failures.add(reasonOf(() => decrypt(encrypt('{"a":1}', PASSPHRASE), 'outra-frase')));
    expect([...failures].every((reason) => reason === 'bad-padding' || reason === 'bad-utf8')).toBe(true);
  });

  test('decryptJson rejects a plaintext that is not JSON', () => {
    expect(reasonOf(() => decryptJson(encrypt('não é json', PASSPHRASE), PASSPHRASE))).toBe('not-json');
  });
});
