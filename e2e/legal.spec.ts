import type { Page } from '@playwright/test';
import { openLogin } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.beforeEach(async ({ page }) => withConsentChosen(page));

const TERMS_TITLE = 'Termos e Condições de Uso do Portal de Benefícios';

/** Fails the test if any script opens a dialog (the sandbox terms' alert() calls). */
function forbidAlerts(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`a script ran: ${dialog.message()}`);
  });
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('button', { name });

test.describe('legal texts', () => {
  test('the footer terms: the markdown with the javascript: link and the <script> neutralised', async ({ page }) => {
    forbidAlerts(page);
    await page.goto('/');
    await footerLink(page, 'Termos e Condições').click();
    const modal = page.getByRole('dialog', { name: 'Termos e Condições' });
    const article = modal.getByRole('article', { name: TERMS_TITLE });
    await expect(article).toBeVisible();
    await expect(article.getByRole('heading', { name: '4. Regras de uso' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute('href', '/perguntas-frequentes');

    expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
    expect(await page.content()).not.toMatch(/href="\s*javascript:/i);
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article).not.toContainText("alert('termos')");
    await expect(article.getByRole('link', { name: /Ative todos os benefícios/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(footerLink(page, 'Termos e Condições')).toBeFocused();
  });

  test('the footer privacy policy', async ({ page }) => {
    await page.goto('/');
    await footerLink(page, 'Políticas de privacidade').click();
    const modal = page.getByRole('dialog', { name: 'Políticas de privacidade' });
    await expect(modal.getByRole('article', { name: 'Política de Privacidade' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'privacidade@exemplo.com.br' })).toHaveAttribute('href', 'mailto:privacidade@exemplo.com.br');
    await expectNoAxeViolations(page);
  });

  test('the login panel’s terms show the same text', async ({ page }) => {
    forbidAlerts(page);
    await page.goto('/');
    const panel = await openLogin(page);
    await panel.getByRole('button', { name: 'Termos e Condições' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
    await expect(terms.getByRole('article', { name: TERMS_TITLE })).toBeVisible();
    expect(await page.locator('[href^="javascript:" i]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('a failed load says so and retries', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/legal/PolicyPrivacy', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 502, json: { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' } });
      else await route.continue();
    });
    await page.goto('/');
    await footerLink(page, 'Políticas de privacidade').click();
    const modal = page.getByRole('dialog', { name: 'Políticas de privacidade' });
    await expect(modal.getByRole('alert')).toContainText('Não foi possível carregar o documento.');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(modal.getByRole('article', { name: 'Política de Privacidade' })).toBeVisible();
  });
});
