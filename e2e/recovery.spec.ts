import { type Locator, type Page } from '@playwright/test';
import { DEMO, LANDING, expectLoggedIn, openLogin, submitLogin } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { latestCode, readOutbox, resetSandbox } from './support/sandbox';
import { PORTAL_HOSTS, portalUrl } from './support/servers';

test.beforeEach(async ({ request }) => resetSandbox(request));

const NEW_PASSWORD = 'Recupera@2027';
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Enviamos um código por e-mail' });

async function openRecovery(page: Page): Promise<Locator> {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
  const panel = page.getByRole('dialog', { name: 'Recuperar senha' });
  await expect(panel.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  return panel;
}

async function requestCode(form: Locator, cpf: string, email: string) {
  await form.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Enviar código' }).click();
}

async function typeCode(page: Page, code: string) {
  await codeDialog(page).getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(code);
}

async function createPassword(page: Page, scope: Locator) {
  await expect(scope.getByRole('heading', { name: 'Crie sua nova senha' })).toBeFocused();
  await scope.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await scope.getByLabel('Confirme a nova senha', { exact: true }).fill(NEW_PASSWORD);
  await expectNoAxeViolations(page);
  await scope.getByRole('button', { name: 'Salvar nova senha' }).click();
  const success = page.getByRole('dialog', { name: 'PARABÉNS' });
  await expect(success).toContainText('Sua senha foi alterada com sucesso.');
  await expectNoAxeViolations(page);
  await success.getByRole('button', { name: 'Acessar benefícios' }).click();
}

test.describe('password recovery', () => {
  test('code from the outbox, a wrong code first, then a new password and automatic login', async ({ page, request }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    const panel = await openRecovery(page);
    await expectNoAxeViolations(page);
    const send = panel.getByRole('button', { name: 'Enviar código' });
    await expect(send).toBeDisabled();
    await panel.getByRole('textbox', { name: 'CPF' }).fill(DEMO.employability.cpf);
    await panel.getByRole('textbox', { name: 'E-mail' }).fill('mariana@');
    await expect(send).toBeDisabled();
    await requestCode(panel, DEMO.employability.cpf, DEMO.employability.email);

    const dialog = codeDialog(page);
    await expect(dialog).toContainText(DEMO.employability.email);
    await expect(dialog.getByRole('button', { name: 'Confirmar código' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expectNoAxeViolations(page);
    const code = await latestCode(request, DEMO.employability.cpf);
    const wrong = code === '000000' ? '111111' : '000000';

    await typeCode(page, wrong);
    await dialog.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Código inválido: você digitou um código diferente do enviado');
    await expect(dialog.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue('');
    await expectNoAxeViolations(page);

    await typeCode(page, code);
    await dialog.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(dialog).toBeHidden();
    await createPassword(page, panel);

    await expect(page).toHaveURL(LANDING.employability);
    await expectLoggedIn(page, DEMO.employability.names);
  });

  test('an e-mail that is not the account’s gets the same screen, and no code is mailed', async ({ page, request }) => {
    await page.goto('/');
    const panel = await openRecovery(page);
    await requestCode(panel, DEMO.employability.cpf, 'outra.pessoa@exemplo.com.br');
    const dialog = codeDialog(page);
    await expect(dialog).toContainText('Se outra.pessoa@exemplo.com.br for o e-mail cadastrado na sua conta, enviamos para ele um código de 6 dígitos.');
    await expectNoAxeViolations(page);
    expect(await readOutbox(request, DEMO.employability.cpf)).toEqual([]);
    await typeCode(page, '123456');
    await dialog.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Código inválido: você digitou um código diferente do enviado');
  });

  for (const host of PORTAL_HOSTS) {
    test(`through http://${host}: once 5 wrong codes are spent, 40 concurrent guesses never get the real code accepted`, async ({ page, request }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      await page.goto(`${base}/`);
      await requestCode(await openRecovery(page), DEMO.employability.cpf, DEMO.employability.email);
      await expect(codeDialog(page)).toBeVisible();
      const code = await latestCode(request, DEMO.employability.cpf);
      const other = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      // page.request shares the page's cookies: the recovery state this browser holds.
      const guess = (value: string) => page.request.post(`${base}/api/auth/recovery/validate`, { data: { code: value }, headers: { origin: base } });
      for (let i = 0; i < 5; i += 1) expect((await guess(other(i))).status()).toBe(400);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i === 30 ? code : other(10 + i))));
      expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 401));
      expect((await answers[30]!.json()).message).toBe('O prazo para recuperar a senha terminou. Solicite um novo código de verificação.');
    });
  }

  test('the code can be resent only after the 120-second countdown; the second send is flagged', async ({ page, request }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.clock.install();
    await page.goto('/');
    const panel = await openRecovery(page);
    await requestCode(panel, DEMO.selfEmployed.cpf, DEMO.selfEmployed.email);
    const dialog = codeDialog(page);
    const resend = dialog.getByRole('button', { name: 'Reenviar código' });
    const countdown = dialog.getByText(/^Você poderá pedir um novo código em/);
    await expect(countdown).toHaveText(/em (02:00|01:5\d)\.$/);
    await page.clock.runFor(60_000);
    await expect(countdown).toHaveText(/em (01:00|00:5\d)\.$/);
    await expect(resend).toBeDisabled();
    await page.clock.runFor(60_000);
    await expect(resend).toBeEnabled();
    const first = await latestCode(request, DEMO.selfEmployed.cpf);
    await resend.click();
    await expect(dialog.getByRole('status')).toContainText('Enviamos um novo código');
    await expect(resend).toBeDisabled();
    await expect(countdown).toHaveText(/em (02:00|01:5\d)\.$/);
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await readOutbox(request, DEMO.selfEmployed.cpf)).length).toBe(2);
    const second = await latestCode(request, DEMO.selfEmployed.cpf);
    expect(second).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);

    await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
    await page.keyboard.insertText(second);
    await dialog.getByRole('button', { name: 'Confirmar código' }).click();
    await createPassword(page, panel);
    await expect(page).toHaveURL(LANDING.selfEmployed);
    await expectLoggedIn(page, DEMO.selfEmployed.names);
  });

  test('Editar meus dados returns to the form with the data, and the fourth request hits the limit', async ({ page }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    const panel = await openRecovery(page);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await requestCode(panel, DEMO.employability.cpf, DEMO.employability.email);
      await codeDialog(page).getByRole('button', { name: 'Editar meus dados' }).click();
      await expect(codeDialog(page)).toBeHidden();
      await expect(panel.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.employability.email);
    }
    await panel.getByRole('button', { name: 'Enviar código' }).click();
    await expect(panel.getByRole('alert')).toHaveText('O limite de solicitação de recuperação de senha foi excedido.');
    await expectNoAxeViolations(page);
  });
});

test.describe('forced update (ERROR_REGISTER_MASIVE)', () => {
  test('login of a mass-registered customer goes to /actualizar-clave and ends logged in', async ({ page, request }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.massRegistered.cpf);
    await expect(page).toHaveURL('/actualizar-clave');
    await expect(page.getByRole('heading', { level: 1, name: 'Atualize sua senha' })).toBeVisible();
    await expect(page).toHaveTitle(/Atualize sua senha/);
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.massRegistered.cpf);
    await main.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.massRegistered.email);
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await typeCode(page, await latestCode(request, DEMO.massRegistered.cpf));
    await codeDialog(page).getByRole('button', { name: 'Confirmar código' }).click();
    await createPassword(page, main);
    await expect(page).toHaveURL(LANDING.selfEmployed);
    await expectLoggedIn(page, DEMO.massRegistered.names);
  });
});
