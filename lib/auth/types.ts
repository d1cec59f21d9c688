import type { Ecosystem } from '@/lib/session/ecosystem-types';

/** What a login gives the app, mapped from the wire types (wire-schemas.ts) by lib/auth/insurer.ts. */
export type LoginData = { jwt: string; names: string; identification: string; ecosystems: Ecosystem[] };
