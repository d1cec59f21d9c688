import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Fails the test on any WCAG 2.2 A/AA violation in the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * `page` that runs axe after every `page.goto` and once more at the end of each test,
 * so every page a test visits, in the state the test leaves it, is checked.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await expectNoAxeViolations(page);
      return response;
    };
    await use(page);
    if (!page.isClosed()) await expectNoAxeViolations(page);
  },
});

export { expect };
