import 'server-only';
import { insurerConfig } from '@/lib/insurer/config';
import { encrypt, encryptJson } from '@/lib/insurer/crypto';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';
import type { AccountProfile, PolicyStatus } from './types';
import { POLICY_STATUS, profileDataSchema, type WireProfile } from './wire-schemas';

/**
 * The my-account calls (our assumption about the insurer, docs/sandbox.md 'My account'), all with
 * the customer's bearer JWT. Personal data travels encrypted both ways, as in login and registration.
 */

const STATUS: Record<string, PolicyStatus> = { [POLICY_STATUS.inForce]: 'inForce', [POLICY_STATUS.notInForce]: 'notInForce' };

const toProfile = (wire: WireProfile): AccountProfile => ({
  names: wire.names,
  identification: wire.identification,
  email: wire.email,
  phone: wire.cellPhoneNumber.replace(/\D/g, ''),
  activatedAt: wire.activationDate,
  policy: { product: wire.policy.product, status: STATUS[wire.policy.status] ?? 'unknown' },
});

const asProfile = (result: InsurerResult<WireProfile>): InsurerResult<AccountProfile> => mapOk(result, toProfile);

/** GET /people/getUserProfile (encrypted answer). */
export async function getProfile(jwt: string): Promise<InsurerResult<AccountProfile>> {
  return asProfile(await callInsurer({ method: 'GET', path: WIRE_PATHS.userProfile, jwt, data: profileDataSchema }));
}

/**
 * POST /people/updateCellPhone: the phone and the current password (the step-up), both encrypted;
 * answers the new profile. 105: wrong current password (checked first); 101: it is the current phone.
 */
export async function updatePhone(input: { jwt: string; phone: string; currentPassword: string }): Promise<InsurerResult<AccountProfile>> {
  const { passphrase } = insurerConfig();
  const body = { cellPhoneNumber: encrypt(input.phone, passphrase), currentPassword: encrypt(input.currentPassword, passphrase) };
  return asProfile(await callInsurer({ method: 'POST', path: WIRE_PATHS.updateCellPhone, jwt: input.jwt, body, data: profileDataSchema }));
}

/**
 * POST /people/requestEmailChange: mails a code to the new address; the address and the current
 * password (the step-up) travel encrypted. 105 wrong current password (checked first), 101 current
 * address, 104 too many codes.
 */
export function requestEmailChange(input: { jwt: string; email: string; currentPassword: string }): Promise<InsurerResult<unknown>> {
  const { passphrase } = insurerConfig();
  const body = { email: encrypt(input.email, passphrase), currentPassword: encrypt(input.currentPassword, passphrase) };
  return callInsurer({ method: 'POST', path: WIRE_PATHS.requestEmailChange, jwt: input.jwt, body, data: noDataSchema });
}

/**
 * POST /people/confirmEmailChange: the code saves the pending address and the insurer tells the
 * previous address of the change; answers the new profile. 104 wrong code, 103 nothing pending.
 */
export async function confirmEmailChange(input: { jwt: string; code: string }): Promise<InsurerResult<AccountProfile>> {
  const body = { code: input.code };
  return asProfile(await callInsurer({ method: 'POST', path: WIRE_PATHS.confirmEmailChange, jwt: input.jwt, body, data: profileDataSchema }));
}

/** POST /security/updatePassword: both passwords in one encrypted `data` field. 101 current mismatch, 102 same, 103 one of the last 3. */
export function updatePassword(input: { jwt: string; currentPassword: string; newPassword: string }): Promise<InsurerResult<unknown>> {
  const { passphrase } = insurerConfig();
  const data = encryptJson({ currentPassword: input.currentPassword, newPassword: input.newPassword }, passphrase);
  return callInsurer({ method: 'POST', path: WIRE_PATHS.updatePassword, jwt: input.jwt, body: { data }, data: noDataSchema });
}
