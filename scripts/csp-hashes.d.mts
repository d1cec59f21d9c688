/** See csp-hashes.mjs. */
export const STATIC_CSP_FILE: string;
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
export function writeStaticCsp(distDir: string): { pages: Record<string, { scripts: string[]; styles: string[] }> };
