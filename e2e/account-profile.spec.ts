import type { Page } from '@playwright/test';
import { DEMO, loginAs } from './support/accounts';
import { PORTAL_HOSTS, portalUrl } from './support/servers';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openUserMenuItem, tabTo } from './support/keyboard';
import { clearFaults, latestCode, readOutbox, resetSandbox, setFault } from './support/sandbox';

const MARIANA = { ...DEMO.employability, phone: '(11) 98765-4321' };
const NEW_EMAIL = 'mariana.nova@exemplo.com.br';
const NEW_PHONE = '(21) 91234-5678';
const PROFILE = '/auth/perfil';
const DAY_MS = 24 * 60 * 60 * 1000;

let resetAt = 0;
test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
  resetAt = Date.now();
});

const brazilDate = (ms: number) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(ms);
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Enviamos um código por e-mail' });
const emailField = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'E-mail' });
const phoneField = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Celular' });
/** The 'Senha atual' of the e-mail's or the phone's form (the step-up: each change asks for it). */
const currentPassword = (page: Page, form: 'Alterar e-mail' | 'Alterar celular') => page.getByRole('form', { name: form }).getByLabel('Senha atual', { exact: true });
/** The definition (dd) of a term on the page. */
const detail = (page: Page, term: string) => page.getByRole('main').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('Meu Perfil', () => {
  test.slow(); // several axe scans per test

  test('shows the customer’s data from the insurer, names and CPF read-only; reached from the header menu', async ({ page }) => {
    await loginAs(page, MARIANA);
    await page.getByRole('banner').getByRole('button', { name: `Olá, ${MARIANA.names}` }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await expect(page).toHaveURL(PROFILE);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(page).toHaveTitle(/Meu Perfil/);
    await expectNoAxeViolations(page);

    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal).toContainText('O nome e o CPF vêm da sua apólice e não podem ser alterados aqui.');
    await expect(detail(page, 'Nome')).toHaveText(MARIANA.names);
    await expect(detail(page, 'CPF')).toHaveText('***.982.247-**');
    await expect(personal.getByRole('textbox')).toHaveCount(0);
    await expect(detail(page, 'Produto')).toHaveText('Empréstimo Protegido');
    await expect(detail(page, 'Situação da apólice')).toHaveText('Vigente');
    await expect(detail(page, 'Perfil de benefícios')).toHaveText('Empregabilidade');
    const activated = await detail(page, 'Conta ativada em').innerText();
    expect([brazilDate(resetAt - 400 * DAY_MS), brazilDate(Date.now() - 400 * DAY_MS)]).toContain(activated);
    await expect(emailField(page)).toHaveValue(MARIANA.email);
    await expect(phoneField(page)).toHaveValue(MARIANA.phone);
    // The page never carries the full CPF.
    expect(await page.content()).not.toContain('529.982.247-25');
  });

  test('change the phone: the SPEC §5 rule, then saved, and still there after a reload', async ({ page }) => {
    await loginAs(page, MARIANA, PROFILE);
    const save = page.getByRole('button', { name: 'Salvar celular' });
    await phoneField(page).fill('2191234');
    await currentPassword(page, 'Alterar celular').fill(DEMO.password);
    await save.click();
    await expect(page.getByText('Digite os 11 números do celular, com o DDD.')).toBeVisible();
    await expectNoAxeViolations(page);
    await phoneField(page).fill('21912345678');
    await expect(phoneField(page)).toHaveValue(NEW_PHONE);
    await save.click();
    // A routine success, told in place and announced: nothing to dismiss, the focus stays on the button.
    const success = page.getByRole('status').filter({ hasText: 'Celular atualizado' });
    await expect(success).toContainText(`Seu celular agora é ${NEW_PHONE}.`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(save).toBeFocused();

    // The password is not kept once used.
    await expect(currentPassword(page, 'Alterar celular')).toHaveValue('');

    await page.reload();
    await expect(phoneField(page)).toHaveValue(NEW_PHONE);
    await currentPassword(page, 'Alterar celular').fill(DEMO.password);
    await save.click();
    await expect(page.getByText('O celular informado é igual ao atual.')).toBeVisible();
  });

  test("'Salvar celular' pressed while the number is still short says why, under the field, with the focus there", async ({ page }) => {
    await loginAs(page, MARIANA, PROFILE);
    const save = page.getByRole('button', { name: 'Salvar celular' });
    await phoneField(page).fill('');
    await phoneField(page).pressSequentially('2191234');
    // Still typing: nothing said yet, and the button can be pressed.
    await expect(save).toBeEnabled();
    await save.click();
    await expect(phoneField(page)).toBeFocused();
    await expect(phoneField(page)).toHaveAccessibleDescription(/Digite os 11 números do celular, com o DDD\./);
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('change the e-mail: the code goes to the new address; a wrong code first, then the right one', async ({ page, request }) => {
    await loginAs(page, MARIANA, PROFILE);
    await emailField(page).fill('mariana@');
    await emailField(page).blur();
    await expect(page.getByText('O formato do email está incorreto')).toBeVisible();
    await emailField(page).fill(NEW_EMAIL);
    await currentPassword(page, 'Alterar e-mail').fill(DEMO.password);
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();

    const dialog = codeDialog(page);
    await expect(dialog).toContainText(`enviamos para o novo e-mail, ${NEW_EMAIL}`);
    await expect(dialog.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expect(dialog.getByText(/^Você poderá pedir um novo código em/)).toBeVisible();
    await expectNoAxeViolations(page);
    const [mail] = await readOutbox(request, MARIANA.cpf);
    expect(mail?.to).toBe(NEW_EMAIL);
    const code = await latestCode(request, MARIANA.cpf);

    await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Código inválido: você digitou um código diferente do enviado');
    await expectNoAxeViolations(page);
    await page.reload();
    // Nothing changed yet.
    await expect(emailField(page)).toHaveValue(MARIANA.email);

    await emailField(page).fill(NEW_EMAIL);
    await currentPassword(page, 'Alterar e-mail').fill(DEMO.password);
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    // The dialog opens once the insurer has sent the new code: read the outbox only then.
    await expect(codeDialog(page)).toContainText(`enviamos para o novo e-mail, ${NEW_EMAIL}`);
    const fresh = await latestCode(request, MARIANA.cpf);
    await codeDialog(page).getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
    await page.keyboard.type(fresh);
    await codeDialog(page).getByRole('button', { name: 'Confirmar código' }).click();
    const success = page.getByRole('dialog', { name: 'E-mail atualizado' });
    await expect(success).toContainText(`Seu e-mail agora é ${NEW_EMAIL}.`);
    await expect(codeDialog(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await expect(success).toContainText('Um aviso foi enviado para o endereço anterior.');
    await success.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(emailField(page)).toHaveValue(NEW_EMAIL);
    // The old address is told.
    expect((await readOutbox(request, MARIANA.cpf))[0]).toMatchObject({ to: MARIANA.email, subject: 'Seu e-mail foi alterado - Portal de Benefícios' });
    await page.reload();
    await expect(emailField(page)).toHaveValue(NEW_EMAIL);
  });

  for (const host of PORTAL_HOSTS) {
    test(`through http://${host}: an e-mail change needs the current password; a wrong one is said under it and what was typed stays`, async ({ page, request }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      // Logged in on this host (the cookie follows the host the browser used).
      const login = await page.request.post(`${base}/api/auth/login`, { data: { document: MARIANA.cpf, password: DEMO.password }, headers: { origin: base } });
      expect(login.status()).toBe(200);
      await page.goto(`${base}${PROFILE}`);
      const send = page.getByRole('button', { name: 'Alterar e-mail' });
      await emailField(page).fill(NEW_EMAIL);
      await send.click();
      // The UI: the field is required, said under it, with the focus there.
      await expect(currentPassword(page, 'Alterar e-mail')).toBeFocused();
      await expect(currentPassword(page, 'Alterar e-mail')).toHaveAccessibleDescription(/Você deve preencher o campo/);
      await expect(codeDialog(page)).toBeHidden();
      // The API refuses it too, in pt-BR, without reaching the insurer.
      const bare = await page.request.post(`${base}/api/account/email`, { data: { email: NEW_EMAIL }, headers: { origin: base } });
      expect(bare.status()).toBe(422);
      expect((await bare.json()).fields).toEqual({ currentPassword: 'Você deve preencher o campo' });

      await currentPassword(page, 'Alterar e-mail').fill('Errada@2026');
      await send.click();
      await expect(currentPassword(page, 'Alterar e-mail')).toHaveAccessibleDescription(/A senha atual não confere\. Verifique e tente novamente\./);
      await expect(currentPassword(page, 'Alterar e-mail')).toBeFocused();
      await expect(currentPassword(page, 'Alterar e-mail')).toHaveValue('Errada@2026');
      await expect(emailField(page)).toHaveValue(NEW_EMAIL);
      await expect(codeDialog(page)).toBeHidden();
      await expectNoAxeViolations(page);
      // Nothing was mailed to the new address.
      expect((await readOutbox(request, MARIANA.cpf)).filter((mail) => mail.to === NEW_EMAIL)).toEqual([]);
    });
  }

  test('the code can be resent after 120 s; “Corrigir o novo e-mail” goes back with what was typed', async ({ page, request }) => {
    await page.clock.install();
    await loginAs(page, MARIANA, PROFILE);
    await emailField(page).fill(NEW_EMAIL);
    await currentPassword(page, 'Alterar e-mail').fill(DEMO.password);
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    const dialog = codeDialog(page);
    const resend = dialog.getByRole('button', { name: 'Reenviar código' });
    await expect(resend).toBeDisabled();
    await page.clock.runFor(120_000);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(dialog.getByRole('status')).toContainText('Enviamos um novo código');
    await expect(resend).toBeDisabled();
    await expect.poll(async () => (await readOutbox(request, MARIANA.cpf)).filter((mail) => mail.to === NEW_EMAIL).length).toBe(2);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Corrigir o novo e-mail' }).click();
    await expect(dialog).toBeHidden();
    await expect(emailField(page)).toHaveValue(NEW_EMAIL);
    await emailField(page).fill('mariana.outra@exemplo.com.br');
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(codeDialog(page)).toContainText('mariana.outra@exemplo.com.br');
    expect((await readOutbox(request, MARIANA.cpf))[0]?.to).toBe('mariana.outra@exemplo.com.br');
  });

  test('a failed call shows the connection error and keeps what was typed', async ({ page, request }) => {
    await loginAs(page, MARIANA, PROFILE);
    await setFault(request, { path: '/people/updateCellPhone', status: 503 });
    await phoneField(page).fill('21912345678');
    await currentPassword(page, 'Alterar celular').fill(DEMO.password);
    await page.getByRole('button', { name: 'Salvar celular' }).click();
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toBeVisible();
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(phoneField(page)).toHaveValue(NEW_PHONE);

    await setFault(request, { path: '/people/requestEmailChange', latencyMs: 2_500 });
    await emailField(page).fill(NEW_EMAIL);
    await currentPassword(page, 'Alterar e-mail').fill(DEMO.password);
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Erro na conexão' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'ACEITAR' }).click();
    await expect(emailField(page)).toHaveValue(NEW_EMAIL);
    await expect(codeDialog(page)).toBeHidden();

    await clearFaults(request);
    await page.getByRole('button', { name: 'Salvar celular' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Celular atualizado' })).toBeVisible();
  });

  test('when the profile cannot be read, the page says so and offers a retry', async ({ page, request }) => {
    await loginAs(page, MARIANA, '/');
    await setFault(request, { path: '/people/getUserProfile', body: 'truncated-cipher' });
    await page.goto(PROFILE);
    const problem = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar seus dados' });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await clearFaults(request);
    await problem.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(emailField(page)).toHaveValue(MARIANA.email);
  });

  test('phone and e-mail changes with the keyboard alone', async ({ page, request }) => {
    await loginAs(page, MARIANA, '/');
    await openUserMenuItem(page, MARIANA.names, 'Meu Perfil');
    await expect(page).toHaveURL(PROFILE);
    await expect(emailField(page)).toHaveValue(MARIANA.email);

    await tabTo(page, phoneField(page));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('21912345678');
    await page.keyboard.press('Tab');
    await expect(currentPassword(page, 'Alterar celular')).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('form', { name: 'Alterar celular' }).getByRole('button', { name: 'Mostrar senha' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Salvar celular' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Celular atualizado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar celular' })).toBeFocused();

    await tabTo(page, emailField(page), { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(NEW_EMAIL);
    await page.keyboard.press('Tab');
    await expect(currentPassword(page, 'Alterar e-mail')).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    const dialog = codeDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeFocused();
    await page.keyboard.type(await latestCode(request, MARIANA.cpf));
    await page.keyboard.press('Enter');
    const emailSaved = page.getByRole('dialog', { name: 'E-mail atualizado' });
    await expect(emailSaved.getByRole('button', { name: 'ACEITAR' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(emailSaved).toBeHidden();
    // Back where the change started (Enter in the current password's field).
    await expect(currentPassword(page, 'Alterar e-mail')).toBeFocused();
    await page.reload();
    await expect(emailField(page)).toHaveValue(NEW_EMAIL);
    await expect(phoneField(page)).toHaveValue(NEW_PHONE);
  });
});
