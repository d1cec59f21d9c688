import type { Page } from '@playwright/test';
import { DEMO, expectAnonymous, expectLoggedIn, loginAs, loginPanel, submitLogin } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openUserMenuItem, tabTo } from './support/keyboard';
import { clearFaults, resetSandbox, setFault } from './support/sandbox';

const PAGE = '/auth/perfil/senha';
const NEW_PASSWORD = 'Trocada(2027)';
const LOCK = 'Por segurança, as alterações que pedem a senha atual foram bloqueadas depois de várias tentativas com a senha incorreta. Tente novamente em 15 minutos.';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const form = (page: Page) => page.getByRole('region', { name: 'Alterar a senha' });
const current = (page: Page) => form(page).getByLabel('Senha atual', { exact: true });
const next = (page: Page) => form(page).getByLabel('Nova senha', { exact: true });
const confirmation = (page: Page) => form(page).getByLabel('Confirme a nova senha', { exact: true });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Alterar senha' });

async function fill(page: Page, currentPassword: string, newPassword: string, confirm = newPassword) {
  await current(page).fill(currentPassword);
  await next(page).fill(newPassword);
  await confirmation(page).fill(confirm);
}

test.describe('Alterar a senha', () => {
  test.slow(); // long flows with several axe scans

  test('each refusal in pt-BR, then success; the session stays; then out and in with the new password', async ({ page }) => {
    const mariana = DEMO.employability;
    await loginAs(page, mariana);
    await page.getByRole('banner').getByRole('button', { name: `Olá, ${mariana.names}` }).click();
    await page.getByRole('menuitem', { name: 'Alterar a senha' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar a senha' })).toBeVisible();
    await expect(submit(page)).toBeDisabled();

    // The SPEC §5 rules, live, with their icons and the strength label.
    await next(page).fill('fraca');
    await expect(form(page).getByText('senha baixa')).toBeVisible();
    // Only the lowercase rule passes.
    await expect(form(page).locator('[data-rule-icon="ok"]')).toHaveCount(1);
    await expect(form(page).locator('[data-rule-icon="failed"]')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await next(page).fill(NEW_PASSWORD);
    await expect(form(page).locator('[data-rule-icon="failed"]')).toHaveCount(0);
    await expect(form(page).getByText(/senha (média|alta)/)).toBeVisible();
    await confirmation(page).fill('Outra(2027)');
    await confirmation(page).blur();
    await expect(form(page).getByText('As senhas não coincidem.')).toBeVisible();
    await expect(submit(page)).toBeDisabled();

    // The new password must differ from the current one (checked before sending).
    await fill(page, DEMO.password, DEMO.password);
    await next(page).blur();
    await expect(form(page).getByText('A nova senha deve ser diferente da senha atual.')).toBeVisible();
    await expect(submit(page)).toBeDisabled();

    // Wrong current password.
    await fill(page, 'Errada@2026', NEW_PASSWORD);
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('A senha atual não confere. Verifique e tente novamente.');
    await expect(current(page)).toHaveValue('Errada@2026');
    await expect(current(page)).toBeFocused();
    await expectNoAxeViolations(page);

    // One of the last 3.
    await fill(page, DEMO.password, 'Beneficio@2025');
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('Essa senha foi usada recentemente. Escolha uma senha diferente das suas 3 últimas senhas.');

    await fill(page, DEMO.password, NEW_PASSWORD);
    await submit(page).click();
    const success = page.getByRole('dialog', { name: 'Senha alterada' });
    await expect(success).toContainText('Sua senha foi alterada com sucesso.');
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(current(page)).toHaveValue('');
    await expect(current(page)).toBeFocused();

    // Still logged in.
    await page.goto('/auth/perfil');
    await expectLoggedIn(page, mariana.names);

    await page.getByRole('banner').getByRole('button', { name: `Olá, ${mariana.names}` }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(loginPanel(page)).toBeVisible();
    await expectAnonymous(page);
    await submitLogin(loginPanel(page), mariana.cpf, DEMO.password);
    await expect(loginPanel(page).getByText('O número do documento e a senha não correspondem, verifique seus dados e tente novamente.')).toBeVisible();
    await submitLogin(loginPanel(page), mariana.cpf, NEW_PASSWORD);
    await expectLoggedIn(page, mariana.names);
  });

  test('past the login’s limit of 4 wrong passwords per CPF the 5th locks the form, with the message and the time; a reload keeps it locked', async ({ page }) => {
    const joao = DEMO.selfEmployed;
    await loginAs(page, joao, PAGE);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await fill(page, `Errada@${attempt}`, NEW_PASSWORD);
      await submit(page).click();
      await expect(form(page).getByRole('alert')).toHaveText('A senha atual não confere. Verifique e tente novamente.');
    }
    await fill(page, 'Errada@5', NEW_PASSWORD);
    await submit(page).click();
    const lock = form(page).getByRole('alert');
    await expect(lock).toContainText('Troca de senha bloqueada');
    await expect(lock).toContainText(LOCK);
    await expect(lock).toContainText(/Você poderá tentar novamente a partir das \d{2}:\d{2}\./);
    await expect(current(page)).toBeDisabled();
    await expect(submit(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(form(page).getByRole('alert')).toContainText(LOCK);
    await expect(form(page).getByRole('alert')).toContainText(/a partir das \d{2}:\d{2}\./);
    await expect(current(page)).toBeDisabled();
    await expect(next(page)).toBeDisabled();
    await expect(submit(page)).toBeDisabled();
  });

  test('a timeout shows the connection error and keeps everything typed', async ({ page, request }) => {
    await loginAs(page, DEMO.installments, PAGE);
    await setFault(request, { path: '/security/updatePassword', latencyMs: 2_500, status: 503 });
    await fill(page, DEMO.password, NEW_PASSWORD);
    await submit(page).click();
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(current(page)).toHaveValue(DEMO.password);
    await expect(next(page)).toHaveValue(NEW_PASSWORD);
    await expect(confirmation(page)).toHaveValue(NEW_PASSWORD);
    await clearFaults(request);
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: 'Senha alterada' })).toBeVisible();
  });

  test('with the keyboard alone', async ({ page }) => {
    const ricardo = DEMO.installments;
    await loginAs(page, ricardo, '/');
    await openUserMenuItem(page, ricardo.names, 'Alterar a senha');
    await expect(page).toHaveURL(PAGE);
    await tabTo(page, current(page));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Tab');
    // The show-password toggle comes after each field.
    await expect(form(page).getByRole('button', { name: 'Mostrar senha' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await tabTo(page, confirmation(page));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Senha alterada' });
    await expect(success.getByRole('button', { name: 'ACEITAR' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(success).toBeHidden();
    await expect(current(page)).toBeFocused();
    await expectLoggedIn(page, ricardo.names);
  });
});

test('the account pages need a session: without one, the login panel', async ({ page }) => {
  for (const path of [PAGE, '/auth/perfil']) {
    await page.goto(path);
    // /?login=1 opens the panel (then the query is dropped).
    await expect(loginPanel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/(\?login=1)?$/);
  }
});
