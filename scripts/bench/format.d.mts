/** See format.mjs. */
export function fixed(value: number | null | undefined, decimals?: number): string;
export function ms(value: number | null | undefined): string;
export function kB(bytes: number | null | undefined): string;
export function signed(value: number | null | undefined, unit?: (value: number) => string): string;
export function ratio(portal: number | null | undefined, reference: number | null | undefined): string;
export function verdict(met: boolean | null): string;
export function markdownTable<K extends string>(columns: ReadonlyArray<readonly [K, string]>, rows: ReadonlyArray<Partial<Record<K, string>>>): string;
