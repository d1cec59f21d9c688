import type { Page } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { stubTagManager } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';

/** Fake clock, paused once the page has loaded (a minute later): time only moves when the test says so. */
async function openWithPausedClock(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00-03:00') });
  await page.goto(path);
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00-03:00'));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' });
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('agreeCampaign'));
const choiceCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'agreeCampaign')?.value;
/** A logged-in page's HTML as the server sends it, before any script (the page's own cookies). */
const firstHtml = async (page: Page, path: string) => (await page.request.get(path)).text();
/** The banner's heading as rendered (its texts alone are also in every page's payload, for the browser). */
const BANNER_TEXT = '>Sua privacidade</h2>';

test.describe('cookie consent and tag manager', () => {
  test('Aceitar and Rejeitar are equally prominent', async ({ page }) => {
    await page.goto('/');
    const accept = banner(page).getByRole('button', { name: 'Aceitar' });
    const reject = banner(page).getByRole('button', { name: 'Rejeitar' });
    await expect(accept).toBeVisible();
    const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    expect(a?.width).toBeCloseTo(r?.width ?? 0, 0);
    expect(a?.height).toBeCloseTo(r?.height ?? 0, 0);
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  });

  test('the tag manager loads only after Aceitar, 8 s later', async ({ page }) => {
    const requests = await stubTagManager(page);
    await openWithPausedClock(page);
    await page.clock.runFor(60_000);
    expect(requests).toEqual([]);

    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('1');
    await page.clock.runFor(7_900);
    expect(requests).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => requests).toEqual([TAG_MANAGER]);

    // Chosen once: no banner again, and the tag manager again 8 s after the next page load.
    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.runFor(8_100);
    await expect.poll(() => requests).toEqual([TAG_MANAGER, TAG_MANAGER]);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.resume(); // the closing axe check needs time to flow
  });

  test('the tag manager never loads after Rejeitar', async ({ page }) => {
    const requests = await stubTagManager(page);
    await openWithPausedClock(page, '/perguntas-frequentes');
    await banner(page).getByRole('button', { name: 'Rejeitar' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('0');
    await page.clock.runFor(120_000);

    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.runFor(120_000);
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    await page.clock.resume(); // the closing axe check needs time to flow
  });

  for (const { device, viewport } of [
    { device: 'a phone', viewport: { width: 390, height: 844 } },
    { device: 'a laptop', viewport: { width: 1280, height: 800 } },
  ]) {
    test.describe(`on ${device}`, () => {
      test.use({ viewport });

      test('by keyboard, the banner comes right after the skip link (shown at the bottom), and Tab goes on past it', async ({ page }) => {
        await page.goto('/');
        const reject = banner(page).getByRole('button', { name: 'Rejeitar' });
        const accept = banner(page).getByRole('button', { name: 'Aceitar' });
        await expect(accept).toBeVisible();
        // Where it shows: stuck to the bottom of the window, as before.
        const box = (await banner(page).boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(viewport.height);

        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(reject).toBeFocused();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Tab');
        await expect(accept).toBeFocused();
        // Not a trap: the next Tab leaves it for the header.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
        await page.keyboard.press('Shift+Tab');
        await expect(accept).toBeFocused();

        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(banner(page)).toHaveCount(0);
        expect(await storedChoice(page)).toBe('0');
      });
    });
  }

  test.describe('on a page rendered per request (logged in)', () => {
    test('the banner is in the first HTML until the visitor chooses, then absent from it; the choice is a cookie too', async ({ page }) => {
      const requests = await stubTagManager(page);
      await loginAs(page, DEMO.employability);
      expect(await firstHtml(page, LANDING.employability)).toContain(BANNER_TEXT);
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);

      await banner(page).getByRole('button', { name: 'Rejeitar' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await storedChoice(page)).toBe('0');
      expect(await choiceCookie(page)).toBe('0');
      expect(await firstHtml(page, LANDING.employability)).not.toContain(BANNER_TEXT);
      expect(await firstHtml(page, '/auth/perfil')).not.toContain(BANNER_TEXT);

      // Withdrawn from the footer: the cookie goes too, and the banner is back in the first HTML.
      await page.getByRole('button', { name: 'Preferências de cookies' }).click();
      await expect(banner(page)).toBeVisible();
      expect(await choiceCookie(page)).toBeFalsy();
      expect(await firstHtml(page, '/auth/perfil')).toContain(BANNER_TEXT);
      expect(requests).toEqual([]);
    });

    test('a choice kept only in the browser (made before the cookie) is written to the cookie, and no banner flashes after that', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('agreeCampaign', '1'));
      await loginAs(page, DEMO.employability);
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => choiceCookie(page)).toBe('1');
      expect(await firstHtml(page, '/auth/perfil')).not.toContain(BANNER_TEXT);
    });
  });
});
