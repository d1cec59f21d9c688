import { DEMO, loginAs, openLogin } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

/**
 * Pages whose console had errors (next-intl's missing texts): the fixtures fail any test on a
 * console error (e2e/support/fixtures.ts), so these only have to visit them as a customer does.
 */
test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await withConsentChosen(page);
});

test('the public home and its login panel, while its code loads, have every text they show', async ({ page }) => {
  // The panel's code arrives late, so its loading state is what the visitor sees first.
  await page.route(/\/_next\/static\/chunks\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/');
  await openLogin(page);
});

test("the CV's work experience, opened with several experiences saved, has every text it shows", async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/curriculo/work-experience');
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    await page.getByRole('group', { name: new RegExp(`^Experiência ${n}`) }).getByRole('textbox', { name: 'Empresa' }).fill(`Empresa ${n}`);
  }
  await expect(page.getByRole('status').filter({ hasText: /^Salvo às \d{2}:\d{2}$/ })).toBeVisible({ timeout: 10_000 });
  await page.goto('/auth/curriculo/work-experience');
  await expect(page.getByRole('group', { name: /^Experiência 2/ })).toBeVisible();
});
