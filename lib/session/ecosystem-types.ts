/**
 * The customer's ecosystems as the session keeps them, mapped from the insurer's wire types by
 * lib/auth/insurer.ts (the rest of the app never sees a vendor field name). Down here in the session,
 * which holds them, rather than in the login feature that reads them.
 */

/** Ecosystem names as the customer sees them ('EP MEI' upstream is shown as Autônomo). */
export type EcosystemName = 'Empregabilidade' | 'Autônomo' | 'Parcelamento' | 'Protegido';

export type Service = { name: string; meta: string };

/** The insurer's 'EP MEI' ecosystem is 'Autônomo' here; ecosystems the portal does not know are dropped. */
export type Ecosystem = { name: EcosystemName; services: Service[] };

/** Contingency product ids (SPEC §9): '3' Empregabilidade, '5' Autônomo. */
export type ProductId = '3' | '5';
