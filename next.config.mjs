import createNextIntlPlugin from 'next-intl/plugin';
import { BASE_CSP, SECURITY_HEADERS } from './scripts/server/security-headers.mjs';

// Messages are precompiled at build time (next-intl's catalog loader), so the browser gets
// compact ICU trees and only next-intl's small formatter, not the intl-messageformat parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds live side by side (e.g. parallel e2e runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // A self-contained server (`.next/standalone/server.js`, with only the node_modules it needs):
  // what `npm start` / `npm run serve` run, and what a Node host deploys (README, Deploying).
  output: 'standalone',
  // `npm test` typechecks the whole project (tests included) as its own step, before the build.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // No ETag: Next.js computes it by hashing the whole HTML in JavaScript on every request, which was
  // a third of the server's CPU when serving the prerendered home (140 KB); a returning visitor
  // downloads the page again instead of getting a 304 (README, Measuring performance).
  generateEtags: false,
  experimental: {
    // Stylesheets as files (no inlineCss): the CSP allows them with 'self' alone. Inlined, each
    // route gets one <style> of its CSS files concatenated, which React leaves without the nonce and
    // whose hash differs per route; and the inlined CSS was repeated in every page's RSC payload.
    //
    // Each route's code is loaded by its first request, not all of them right after start: on two
    // cores the start-up preload competed with the first requests (a new instance answers `/` sooner;
    // README, Measuring performance).
    preloadEntriesOnStart: false,
  },
  // Node-only packages used by the route handlers; never bundled for the browser.
  // undici: one copy for the pages and the route handlers, which share its pool (lib/insurer/transport.ts).
  serverExternalPackages: ['better-sqlite3', '@resvg/resvg-js', 'fontkit', 'undici'],
};

/**
 * Security headers on every answer (scripts/server/security-headers.mjs, shared with the edge); the
 * base Content-Security-Policy on all but the logo's SVGs, which carry their own sandboxing one
 * (lib/logo/replies.ts) and must get it alone. proxy.ts adds each page's full policy.
 */
nextConfig.headers = async () => [
  { source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) },
  { source: '/((?!api/logo/).*)', headers: [{ key: 'Content-Security-Policy', value: BASE_CSP }] },
];

export default withNextIntl(nextConfig);
