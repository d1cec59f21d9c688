import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, LANDING, expectLoggedIn, loginPanel, openLogin, submitLogin } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { PORTAL_HOSTS, portalUrl } from './support/servers';

test.beforeEach(async ({ request }) => resetSandbox(request));

const MARIANA = DEMO.employability;
const MEUS_DADOS = '/auth/perfil/meus-dados';

async function logIn(page: Page, base: string) {
  await page.goto(`${base}/`);
  await submitLogin(await openLogin(page), MARIANA.cpf);
  await expect(page).toHaveURL(`${base}${LANDING.employability}`);
  await expectLoggedIn(page, MARIANA.names);
}

/** Another browser (its own cookies) logged in as the same customer. */
async function otherBrowser(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, base);
  return { context, page };
}

async function expectAtLogin(page: Page, base: string) {
  await page.goto(`${base}${LANDING.employability}`);
  await expect(page).toHaveURL(`${base}/`);
  await expect(loginPanel(page)).toBeVisible();
}

for (const host of PORTAL_HOSTS) {
  test.describe(`sessions the server ends, through http://${host}`, () => {
    test('a copy of the cookie kept from before "Sair" is refused: the page goes to the login, /api/cv answers 401', async ({ page, context, browser }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      await logIn(page, base);
      const copy = await browser.newContext();
      await copy.addCookies(await context.cookies());
      const copied = await copy.newPage();
      await copied.goto(`${base}${LANDING.employability}`);
      await expectLoggedIn(copied, MARIANA.names);

      await page.getByRole('button', { name: `Olá, ${MARIANA.names}` }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect(loginPanel(page)).toBeVisible();

      await expectAtLogin(copied, base);
      expect((await copied.request.get(`${base}/api/cv`)).status()).toBe(401);
      await copy.close();
    });

    test('after a password change in one browser, the other browser is at the login; this one stays', async ({ page, browser }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      const other = await otherBrowser(browser, base);
      await logIn(page, base);
      await page.goto(`${base}/auth/perfil/senha`);
      const form = page.getByRole('region', { name: 'Alterar a senha' });
      await form.getByLabel('Senha atual', { exact: true }).fill(DEMO.password);
      await form.getByLabel('Nova senha', { exact: true }).fill('Trocada(2027)');
      await form.getByLabel('Confirme a nova senha', { exact: true }).fill('Trocada(2027)');
      await form.getByRole('button', { name: 'Alterar senha' }).click();
      await expect(page.getByRole('dialog', { name: 'Senha alterada' })).toContainText('Sua senha foi alterada com sucesso.');

      await expectAtLogin(other.page, base);
      await page.goto(`${base}${LANDING.employability}`);
      await expectLoggedIn(page, MARIANA.names);
      await other.context.close();
    });

    test('"Seus acessos" lists both browsers and ends the other one, which is then at the login', async ({ page, browser }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      const other = await otherBrowser(browser, base);
      await logIn(page, base);
      await page.goto(`${base}${MEUS_DADOS}`);
      const section = page.getByRole('region', { name: 'Seus acessos' });
      const items = section.getByRole('list', { name: 'Acessos abertos' }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText('Este acesso');
      await expect(items.first()).toContainText('Chrome no Windows');
      await expect(items.first()).toContainText(/Entrou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await expectNoAxeViolations(page);

      await section.getByRole('button', { name: /^Encerrar o acesso Chrome no Windows/ }).click();
      await expect(section.getByRole('status')).toHaveText('Acesso encerrado.');
      await expect(items).toHaveCount(1);
      await expect(section.getByText('Só este acesso está aberto.')).toBeVisible();
      await expectAtLogin(other.page, base);
      await other.context.close();
    });

    test('"Encerrar os outros acessos" asks first (Escape keeps them), then ends them', async ({ page, browser }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      const other = await otherBrowser(browser, base);
      await logIn(page, base);
      await page.goto(`${base}${MEUS_DADOS}`);
      const section = page.getByRole('region', { name: 'Seus acessos' });
      await section.getByRole('button', { name: 'Encerrar os outros acessos' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Encerrar os outros acessos?' });
      await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await other.page.goto(`${base}${LANDING.employability}`);
      await expectLoggedIn(other.page, MARIANA.names);

      await section.getByRole('button', { name: 'Encerrar os outros acessos' }).click();
      await dialog.getByRole('button', { name: 'Encerrar os outros acessos' }).click();
      await expect(section.getByRole('status')).toHaveText('Os outros acessos foram encerrados.');
      await expectAtLogin(other.page, base);
      await page.goto(`${base}${LANDING.employability}`);
      await expectLoggedIn(page, MARIANA.names);
      await other.context.close();
    });
  });
}
