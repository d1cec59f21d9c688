import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { portalUrl } from './servers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Page states this worker already found clean: the same markup at the same viewport size gives
 * the same axe result, so it is analysed once (axe is most of an e2e test's time).
 */
const cleanStates = new Set<string>();

async function stateKey(page: Page): Promise<string> {
  const { html, width, height } = await page.evaluate(() => ({ html: document.documentElement.outerHTML, width: innerWidth, height: innerHeight }));
  return createHash('sha256').update(`${width}x${height}\0${html}`).digest('hex');
}

/** Until no finite animation runs (a dialog fading in is briefly low in contrast); endless ones (a spinner) are not waited for. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );

/** Scans of a page that changes while axe reads it (a dialog opening after a fetch) before the last one counts anyway. */
const SCANS = 3;

/**
 * Fails the test on any WCAG 2.2 A/AA violation in the page as it is now, once settled. A scan
 * during which the page changed describes no page that exists: it is made again (up to SCANS
 * times; the last always counts), so what is judged is a page as the customer sees it.
 */
export async function expectNoAxeViolations(page: Page) {
  for (let scan = 1; ; scan += 1) {
    await settled(page);
    const key = await stateKey(page);
    if (cleanStates.has(key)) return;
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    if (violations.length > 0 && scan < SCANS && (await stateKey(page)) !== key) continue;
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    cleanStates.add(key);
    return;
  }
}

/**
 * Chromium's own line for an answer with an error status ('Failed to load resource: the server
 * responded with a status of 409'): the portal answers a refusal (a CPF already registered, a
 * session ended) with a 4xx on purpose, and the tests provoke the 5xx they check. Such an answer is
 * judged by what the page then shows, not by the browser's note that it arrived. The same for a
 * request a test cuts on purpose (`route.abort()`: 'Failed to load resource: net::ERR_FAILED').
 */
const HTTP_STATUS_LINE = /^Failed to load resource: (?:the server responded with a status of \d{3}|net::ERR_FAILED$)/;

/**
 * `page` whose `goto` waits for hydration and runs axe, plus one more axe run at the end of each test,
 * so every page a test visits, in the state the test leaves it, is checked.
 */
export const test = base.extend<{ page: Page }>({
  // Each worker talks to its own portal and sandbox (e2e/support/servers.ts).
  baseURL: async ({}, use, testInfo) => use(portalUrl(testInfo.parallelIndex)),
  page: async ({ page }, use) => {
    // Every page must keep within its Content-Security-Policy: any violation fails the test.
    const violations: string[] = [];
    // Every page must run without an error in its console (next-intl's missing texts, React's, an uncaught exception).
    const consoleErrors: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const found = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        found.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      else if (!HTTP_STATUS_LINE.test(message.text())) consoleErrors.push(`${message.text()} (${page.url()})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${error.name}: ${error.message} (${page.url()})`));
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      // Act on the page React has hydrated (components/layout/HydrationMarker.tsx), not the bare HTML.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expectNoAxeViolations(page);
      return response;
    };
    await use(page);
    if (!page.isClosed()) {
      await expectNoAxeViolations(page);
      violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])));
    }
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(consoleErrors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };
