import { loginPanel } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';

/** On a phone, the way in for a registered customer is in sight, and the home's CPF box says it is the first access. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => withConsentChosen(page));

test("'Entrar' is in the phone's header, outside the burger, and opens the login", async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true });
  await expect(signIn).toBeInViewport();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  await signIn.tap();
  await expect(loginPanel(page).getByRole('textbox', { name: 'CPF' })).toBeVisible();
});

test("the home's CPF box says it is the first access, with 'Entrar' beside it for those who have an account", async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Aproveite os benefícios do seu seguro' });
  await expect(banner.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(/^Primeiro acesso\? Digite seu CPF para criar a sua conta\./);
  await expect(banner.getByText('Já tem conta?')).toBeVisible();
  await banner.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await expect(loginPanel(page).getByRole('textbox', { name: 'CPF' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Ativar conta' })).toHaveCount(0);
});
