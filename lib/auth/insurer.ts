import 'server-only';
import { insurerConfig } from '@/lib/insurer/config';
import { encrypt, encryptJson } from '@/lib/insurer/crypto';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';
import type { Caller } from '@/lib/bff/handler';
import type { Ecosystem, EcosystemName, ProductId } from '@/lib/session/ecosystem-types';
import type { LoginData } from './types';
import { contingencyDataSchema, loginDataSchema, preRegisterDataSchema, type WireEcosystem } from './wire-schemas';

/** The insurer calls of the accounts flows (SPEC §7), each mapping the wire types to the app's. */


const ECOSYSTEM_NAMES: Record<string, EcosystemName> = {
  Empregabilidade: 'Empregabilidade',
  'EP MEI': 'Autônomo',
  Autônomo: 'Autônomo',
  Parcelamento: 'Parcelamento',
  Protegido: 'Protegido',
};

/** Wire ecosystems → app ecosystems: 'EP MEI' is Autônomo; an ecosystem the portal does not know is dropped. */
function toEcosystems(list: WireEcosystem[]): Ecosystem[] {
  return list.flatMap(({ ecosystemName, servicesList }) => {
    const name = ECOSYSTEM_NAMES[ecosystemName];
    return name ? [{ name, services: servicesList.map((s) => ({ name: s.serviceName, meta: s.meta })) }] : [];
  });
}

/** POST /login/loginV2: the credentials travel as one encrypted `data` field; the answer is encrypted too. */
export async function login(input: { document: string; password: string } & Caller): Promise<InsurerResult<LoginData>> {
  const { passphrase } = insurerConfig();
  const credentials = { documentNumber: input.document, password: input.password, tokenCaptcha: input.captchaToken, publicIp: input.publicIp };
  const result = await callInsurer({ method: 'POST', path: WIRE_PATHS.login, body: { data: encryptJson(credentials, passphrase) }, data: loginDataSchema });
  return mapOk(result, (data) => ({ jwt: data.jwt, names: data.names, identification: data.identification, ecosystems: toEcosystems(data.listEcosystem) }));
}

/** POST /people/getProductsContingencyUser: the one-time choice of Empregabilidade ('3') or Autônomo ('5'). */
export async function getProductsContingencyUser(input: { jwt: string; identification: string; product: ProductId }): Promise<InsurerResult<Ecosystem[]>> {
  const result = await callInsurer({
    method: 'POST',
    path: WIRE_PATHS.contingencyProducts,
    jwt: input.jwt,
    body: { identification: input.identification, currentProduct: false, productList: [{ product: input.product }] },
    data: contingencyDataSchema,
  });
  return mapOk(result, (data) => toEcosystems(data.listEcosystem));
}

/** POST /register/preRegister: the document travels encrypted. Success gives the userId of step 1. */
export async function preRegister(input: { document: string; names: string; phone: string } & Caller): Promise<InsurerResult<{ userId: string }>> {
  const { passphrase } = insurerConfig();
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.preRegister,
    body: {
      documentType: '5',
      documentNumber: encrypt(input.document, passphrase),
      tokenCaptcha: input.captchaToken,
      publicIp: input.publicIp,
      names: input.names,
      phone: input.phone,
    },
    data: preRegisterDataSchema,
  });
}

/**
 * POST /register/register (header user-id): password and its confirmation (clave) obfuscated
 * with the captcha token, e-mail and phone encrypted.
 */
export async function register(
  input: { userId: string; password: string; confirmPassword: string; email: string; phone: string } & Caller,
): Promise<InsurerResult<unknown>> {
  const { passphrase } = insurerConfig();
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.register,
    userId: input.userId,
    body: {
      password: encrypt(input.password, input.captchaToken),
      clave: encrypt(input.confirmPassword, input.captchaToken),
      email: encrypt(input.email, passphrase),
      cellPhoneNumber: encrypt(input.phone, passphrase),
      tokenCaptcha: input.captchaToken,
      publicIp: input.publicIp,
    },
    data: noDataSchema,
  });
}

/**
 * POST /security/passwordRecovery (user-id '0': anonymous): e-mails a 6-digit code to the account's
 * address, only when `email` (encrypted; SPEC §3's recovery form) is that address; otherwise the
 * same '00' answer and no code.
 */
export async function passwordRecovery(input: { document: string; email: string } & Caller): Promise<InsurerResult<unknown>> {
  const { passphrase } = insurerConfig();
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.passwordRecovery,
    userId: '0',
    body: { identification: encrypt(input.document, passphrase), email: encrypt(input.email, passphrase), tokenCaptcha: input.captchaToken, publicIp: input.publicIp },
    data: noDataSchema,
  });
}

/** The code of a valid validation: the new-password screen follows. */
export const CODE_VALID = '105';

/** GET /security/passwordValidateCode/{document}/{code}: '105' valid, '104' wrong code. */
export function passwordValidateCode(input: { document: string; code: string }): Promise<InsurerResult<unknown>> {
  return callInsurer({
    method: 'GET',
    path: WIRE_PATHS.passwordValidateCode,
    params: { document: input.document, code: input.code },
    data: noDataSchema,
    successCodes: [CODE_VALID],
  });
}

/** POST /security/changePassword with the validated code. */
export function changePassword(input: { document: string; code: string; password: string } & Caller): Promise<InsurerResult<unknown>> {
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.changePassword,
    body: { identification: input.document, code: input.code, password: input.password, tokenCaptcha: input.captchaToken, publicIp: input.publicIp },
    data: noDataSchema,
  });
}
