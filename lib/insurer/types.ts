import type { EcosystemName } from '@/lib/bff/contract';

/**
 * The app's view of the insurer's data, mapped from the wire types (wire-schemas.ts) by the
 * insurer client: the rest of the app never sees a vendor field name.
 */
export type Service = { name: string; meta: string };

/** The insurer's 'EP MEI' ecosystem is 'Autônomo' here; ecosystems the portal does not know are dropped. */
export type Ecosystem = { name: EcosystemName; services: Service[] };

/** Contingency product ids (SPEC §9): '3' Empregabilidade, '5' Autônomo. */
export type ProductId = '3' | '5';

export type LoginData = { jwt: string; names: string; identification: string; ecosystems: Ecosystem[] };

/** A bookable slot of a service; `start` in epoch ms, `free` places left (0: full). */
export type Slot = { start: number; free: number };
