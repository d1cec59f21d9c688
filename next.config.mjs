import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds live side by side (e.g. parallel e2e runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` typechecks the whole project (tests included) as its own step, before the build.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Node-only packages used by the route handlers; never bundled for the browser.
  serverExternalPackages: ['better-sqlite3'],
};

export default withNextIntl(nextConfig);
