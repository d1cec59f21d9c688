import { test, type Page } from '@playwright/test';
import { portalUrl } from './servers';

/**
 * Starts every page of this test with the cookie choice already made (stored as the banner
 * does: localStorage and its cookie), so the sticky banner stays out of the way of what the test
 * looks at. '0' also keeps the tag manager off.
 */
export async function withConsentChosen(page: Page, value: '0' | '1' = '0') {
  await page.context().addCookies([{ name: 'agreeCampaign', value, url: portalUrl(test.info().parallelIndex) }]);
  await page.addInitScript((choice) => window.localStorage.setItem('agreeCampaign', choice), value);
}

/** Serves a stub for the tag manager (nothing leaves the machine) and records each request of it. */
export async function stubTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerStub = true;' });
  });
  return requests;
}
