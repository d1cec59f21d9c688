import type { Locator } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

/** On a 390 px phone, no text the customer needs is cut off: it wraps, or a shorter form is shown whole. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await withConsentChosen(page);
});

/** Whether the element shows all its text: nothing hidden past its right edge (an ellipsis, a scrolled input). */
const fits = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);

test('the header greets the customer by her first name, whole; her full name is still what the menu button is called', async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/perfil');
  const greeting = page.getByRole('banner').getByRole('button', { name: `Olá, ${DEMO.employability.names}` });
  await expect(greeting).toBeVisible();
  const shown = greeting.locator('span:not(.sr-only)').first();
  await expect(shown).toHaveText('Olá, Mariana');
  expect(await fits(shown)).toBe(true);
});

test('Meu Perfil shows the whole e-mail', async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/perfil');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue(DEMO.employability.email);
  expect(await fits(email)).toBe(true);
});

test('the comparator shows the whole name of the chosen occupation', async ({ page }) => {
  await loginAs(page, DEMO.employability, LANDING.employability);
  const field = page.getByRole('combobox', { name: 'Ocupação' });
  await field.fill('motoristas de veículos de pequeno');
  await page.getByRole('option', { name: /^Motoristas de veículos de pequeno e médio porte/ }).click();
  await expect(field).toHaveValue('Motoristas de veículos de pequeno e médio porte');
  const whole = page.locator('p').getByText('Motoristas de veículos de pequeno e médio porte', { exact: true });
  await expect(whole).toBeVisible();
  expect(await fits(whole)).toBe(true);
  const box = await whole.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
