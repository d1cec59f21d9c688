import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const baseURL = `http://localhost:${PORT}`;
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? './test-results';

/**
 * End-to-end tests against the production build (`npm run build` first; `npm test` does it)
 * and a fresh in-memory sandbox insurer, started by `npm run serve` on their own ports.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `${OUTPUT_DIR}-report` }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `${baseURL}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ':memory:',
      SITE_URL: baseURL,
      INSURER_TIMEOUT_MS: '2000',
    },
  },
});
