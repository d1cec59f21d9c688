import type { EcosystemName } from './contract';

/**
 * The app's view of the accounts flows' data, mapped from the wire types (wire-schemas.ts) by
 * lib/auth/insurer.ts: the rest of the app never sees a vendor field name.
 */

export type Service = { name: string; meta: string };

/** The insurer's 'EP MEI' ecosystem is 'Autônomo' here; ecosystems the portal does not know are dropped. */
export type Ecosystem = { name: EcosystemName; services: Service[] };

/** Contingency product ids (SPEC §9): '3' Empregabilidade, '5' Autônomo. */
export type ProductId = '3' | '5';

export type LoginData = { jwt: string; names: string; identification: string; ecosystems: Ecosystem[] };
