/** See identities.mjs. */
export function cpfCheckDigits(nineDigits: string): string;
export function syntheticCpfs(count: number, firstBase?: number): string[];
export function clientAddress(n: number): string;
