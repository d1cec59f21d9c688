import { SignJWT, jwtVerify } from 'jose';

/** Bearer tokens of the sandbox: HS256, 12 h, `sub` = the customer's CPF (11 digits). */
const JWT_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'insurer-sandbox';

/** Imported once per secret: re-importing the raw key on every call costs more than signing. */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function issueJwt(cpf: string, secret: string, nowMs: number): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(cpf)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_TTL_SECONDS)
    .sign(await keyOf(secret));
}

/** The CPF the token was issued to, or null when it is malformed, forged or expired. */
export async function verifyJwt(token: string, secret: string, nowMs: number): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
