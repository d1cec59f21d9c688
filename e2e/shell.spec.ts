import { DEMO, loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('app shell', () => {
  test('home renders the header and the footer in pt-BR', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Portal de Benefícios/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Portal de Benefícios/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Minha conta' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Acessar benefícios' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute('href', '/perguntas-frequentes');
    await expect(footer.getByRole('button', { name: 'Termos e Condições' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Políticas de privacidade' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Portal de Benefícios`);
  });

  test('the footer opens a legal text in the content modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Termos e Condições' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termos e Condições' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a side panel traps focus, closes on Escape and returns focus to its opener', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Minha conta' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Acesse seus benefícios' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('temp') ?? '{}').modalType)).toBe('login');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('temp') ?? '{}').modalType)).toBeUndefined();
  });

  test('the side panel closes with its close button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Acessar benefícios' }).click();
    const panel = page.getByRole('dialog', { name: 'Ativar conta' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Abrir menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('button', { name: 'Minha conta' })).toBeHidden();
    await burger.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Minha conta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Minha conta' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Minha conta' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Minha conta' })).toBeHidden();
  });

  test('the burger menu opens the login panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const opener = page.getByRole('button', { name: 'Minha conta' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Acesse seus benefícios' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the generic error screen and a way home', async ({ page }) => {
    const response = await page.goto('/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL('/');
  });

  test("a page's own 404 (an unknown CV section) has the lean frame: the logo and the way home, no panels", async ({ page }) => {
    await loginAs(page, DEMO.employability);
    const response = await page.goto('/auth/curriculo/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Portal de Benefícios/ })).toBeVisible();
    await expect(header.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL('/');
  });
});
