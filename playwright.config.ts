import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromium';
import { E2E_BUILD_ENV, E2E_METRICS_TOKEN, E2E_WORKERS, REDIS_PORT, portalPort, portalUrl, redisUrl, sandboxPort } from './e2e/support/servers';

const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? './test-results';

/**
 * End-to-end tests against the production build (`npm run build` first; `npm test` does it).
 * Each worker has its own portal (`npm run serve`) and fresh in-memory sandbox insurer, on ports
 * of their own (e2e/support/servers.ts); e2e/support/fixtures.ts points each worker at its pair.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // 60 s per test: on a busy shared 2-core VM the longer flows (several pages, each with an axe
  // scan) took up to 45 s, against 15–25 s on a quiet one; an expectation keeps its own 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `${OUTPUT_DIR}-report` }]],
  use: {
    baseURL: portalUrl(0),
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
  webServer: [
    {
      // The limits' Redis (Debian's redis-server; .ci/run installs it): in memory only, for this run.
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
      port: REDIS_PORT,
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'node scripts/start.mjs --no-build',
    url: `${portalUrl(worker)}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portalPort(worker)),
      SANDBOX_PORT: String(sandboxPort(worker)),
      SANDBOX_DB: ':memory:',
      ...E2E_BUILD_ENV,
      INSURER_TIMEOUT_MS: '2000',
      // The breaker opens after 5 failures in a row, as in production, but closes again after half a
      // second, so a test that makes the insurer fail does not leave it open for the next test.
      INSURER_BREAKER_OPEN_MS: '500',
      REDIS_URL: redisUrl(worker),
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The tests' request contexts keep their connections idle for longer than Node's 5 s: with it
      // they sometimes reused one the portal was closing at that moment (ECONNRESET), as a load
      // balancer would (README, Deploying). A browser retries such a request; these clients do not.
      KEEP_ALIVE_TIMEOUT: '65000',
      // No balancer to drain from: stop at once when the run ends (e2e/deploy.spec.ts tests the drain).
      SHUTDOWN_DRAIN_MS: '0',
    },
  })),
  ],
});
