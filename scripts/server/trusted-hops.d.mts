/** See trusted-hops.mjs. */
export function parseTrustedHops(raw: string | undefined): number | null;
export const TRUSTED_HOPS_RULE: string;
