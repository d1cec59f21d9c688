import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What scripts/csp-hashes.mjs wrote next to the build (`<dist>/csp-static.json`): the SHA-256 of each
 * prerendered public page's inline scripts and styles. Read once per process. Without the file (a
 * build not made by `npm run build`), null: proxy.ts then renders the public pages per request with
 * a nonce.
 */
export type StaticHashes = { scripts: string[]; styles: string[] };
type Manifest = { pages: Record<string, StaticHashes> };

export const STATIC_CSP_FILE = 'csp-static.json';

let manifest: Manifest | null | undefined;

function read(): Manifest | null {
  if (manifest === undefined) {
    try {
      const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', STATIC_CSP_FILE);
      manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/** The hashes of a prerendered page's inline code, or null when it is not listed. */
export const staticHashes = (pathname: string): StaticHashes | null => read()?.pages[pathname] ?? null;
