/**
 * Each Playwright worker gets a portal and a sandbox insurer of its own (started by
 * playwright.config.ts), so workers never see each other's sandbox resets, faults or data.
 * Worker n (parallelIndex) uses portal E2E_PORT + n and sandbox E2E_SANDBOX_PORT + n.
 */
import { e2eBuildEnv } from '../../scripts/e2e-env.mjs';

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

export const portalPort = (worker: number) => PORT + worker;
export const sandboxPort = (worker: number) => SANDBOX_PORT + worker;
/**
 * The portals' SITE_URL names them `localhost`, while the browser reaches them by `127.0.0.1` (as
 * anyone opening the portal by the machine's address would): the same-origin check must hold for the
 * host the browser used, not only for SITE_URL. e2e/login.spec.ts logs in through both names.
 * SITE_URL is one value for the whole run (worker 0's address): the public pages are prerendered
 * with it at build time (scripts/test.mjs builds with E2E_BUILD_ENV).
 */
export const PORTAL_HOSTS = ['127.0.0.1', 'localhost'] as const;
export const portalUrl = (worker: number, host: (typeof PORTAL_HOSTS)[number] = '127.0.0.1') => `http://${host}:${portalPort(worker)}`;
export const E2E_BUILD_ENV = e2eBuildEnv(PORT);
export const siteUrl = () => E2E_BUILD_ENV.SITE_URL;
export const sandboxUrl = (worker: number) => `http://127.0.0.1:${sandboxPort(worker)}`;

/**
 * One redis-server for the run (started by playwright.config.ts): the portals keep their limits in
 * it (REDIS_URL), one database per worker, so resetSandbox can give each test fresh limits.
 */
/** The bearer token of GET /api/metrics on the test portals. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';

export const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6390);
export const redisUrl = (worker: number) => `redis://127.0.0.1:${REDIS_PORT}/${worker}`;

/** Ports for tests that start servers of their own (e2e/scale-out.spec.ts, e2e/deploy.spec.ts): eight per worker. */
export const extraPort = (worker: number, n: number) => PORT + 40 + worker * 8 + n;
