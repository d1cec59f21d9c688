import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';
import { logoDesignSchema } from '@/lib/validation/logo';
import type { LogoDesign } from './catalog';
import type { SavedLogo } from './contract';
import { logoDataSchema, logoListDataSchema, type WireLogo } from './wire-schemas';

/** The logo-creation calls (our assumption, docs/sandbox.md): a customer's saved logos, by the bearer JWT. */

/** A stored design the portal can no longer read (another version, damaged) is not shown: null. */
function toSaved(wire: WireLogo): SavedLogo | null {
  const design = logoDesignSchema.safeParse(wire.design);
  return design.success ? { id: wire.id, design: design.data, createdAt: wire.createdAt } : null;
}

/** An answer holding one logo (get, save, update): the saved logo, or malformed when the portal cannot read its design. */
function oneLogo(result: InsurerResult<{ logo: WireLogo }>): InsurerResult<SavedLogo> {
  if (result.kind !== 'ok') return result;
  const logo = toSaved(result.data.logo);
  return logo ? { kind: 'ok', data: logo } : { kind: 'malformed' };
}

export async function listLogos(jwt: string): Promise<InsurerResult<SavedLogo[]>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.logoList, jwt, data: logoListDataSchema });
  return mapOk(result, ({ logos }) => logos.map(toSaved).filter((logo): logo is SavedLogo => logo !== null));
}

export async function getLogo(jwt: string, id: string): Promise<InsurerResult<SavedLogo>> {
  return oneLogo(await callInsurer({ method: 'GET', path: WIRE_PATHS.logoGet, params: { id }, jwt, data: logoDataSchema }));
}

export async function saveLogo(jwt: string, design: LogoDesign): Promise<InsurerResult<SavedLogo>> {
  return oneLogo(await callInsurer({ method: 'POST', path: WIRE_PATHS.logoSave, jwt, body: { title: design.name, design }, data: logoDataSchema }));
}

/** A saved logo edited again: the same id, the new design. */
export async function updateLogo(jwt: string, id: string, design: LogoDesign): Promise<InsurerResult<SavedLogo>> {
  return oneLogo(await callInsurer({ method: 'POST', path: WIRE_PATHS.logoUpdate, jwt, body: { id, title: design.name, design }, data: logoDataSchema }));
}

export function deleteLogo(jwt: string, id: string): Promise<InsurerResult<unknown>> {
  return callInsurer({ method: 'POST', path: WIRE_PATHS.logoDelete, jwt, body: { id }, data: noDataSchema });
}
