// After a build: the SHA-256 of every inline script and style of each prerendered public page, for
// their hash-based Content-Security-Policy (lib/security/static-csp.ts reads the file, proxy.ts
// sends the policy). A page rendered per request needs none of this: it gets a nonce.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered public pages (lib/seo/public-pages.ts PUBLIC_PAGES) and their logged-in variants
 * (VARIANT_PREFIXES.session, served by proxy.ts at the public address), by the path proxy.ts looks
 * them up with, and their HTML file in the build.
 */
const PAGES = {
  '/': 'index.html',
  '/perguntas-frequentes': 'perguntas-frequentes.html',
  '/com-sessao': 'com-sessao.html',
  // The home of a customer in each ecosystem (app/com-sessao/[ecosistema]; ECOSYSTEM_TABS).
  '/com-sessao/autonomo': 'com-sessao/autonomo.html',
  '/com-sessao/empregabilidade': 'com-sessao/empregabilidade.html',
  '/com-sessao/perguntas-frequentes': 'com-sessao/perguntas-frequentes.html',
};
export const STATIC_CSP_FILE = 'csp-static.json';

/** Script types the browser runs (a JSON or JSON-LD data block is not run, and CSP does not apply to it). */
const RUNS = /^(|text\/javascript|module|application\/javascript)$/i;

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The hashes of one page's inline scripts and styles (their raw text, as the browser hashes it). */
export function inlineHashes(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNS.test(type)) scripts.push(sha256(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Writes `<distDir>/csp-static.json`: the hashes of each prerendered page; returns it. */
export function writeStaticCsp(distDir) {
  const manifest = { pages: {} };
  for (const [page, file] of Object.entries(PAGES)) {
    const html = path.join(distDir, 'server', 'app', file);
    if (existsSync(html)) manifest.pages[page] = inlineHashes(readFileSync(html, 'utf8'));
  }
  writeFileSync(path.join(distDir, STATIC_CSP_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
