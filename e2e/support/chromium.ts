import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Chromium for the e2e tests: PLAYWRIGHT_CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own download. Fails with install instructions when none is there.
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`PLAYWRIGHT_CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (used from /usr/bin/chromium)\n' +
      '  - any Chromium/Chrome, then set PLAYWRIGHT_CHROMIUM_PATH=/path/to/chrome\n' +
      '  - Playwright\'s own build: npx playwright install chromium',
  );
}
