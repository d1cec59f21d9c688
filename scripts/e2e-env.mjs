// What the end-to-end portals are built and run with: the build bakes these into the prerendered
// public pages, so `npm test` builds with the same values the Playwright servers run with.
// Shared by scripts/test.mjs and e2e/support/servers.ts.

/** @param {number} port the first worker's portal port (E2E_PORT, 3100) */
export function e2eBuildEnv(port) {
  return { SITE_URL: `http://localhost:${port}`, GTM_ID: 'GTM-TEST123' };
}
