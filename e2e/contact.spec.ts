import type { Locator, Page } from '@playwright/test';
import { supportCodeOf } from '../lib/ops/support-code';
import { DEMO, loginPanel, openLogin, submitLogin, LANDING } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { readMessages, resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const SENT = 'A sua mensagem foi enviada corretamente';

/** Opens 'Como podemos te ajudar?' from the help block's 'Fale Conosco'. */
async function openContact(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Ajuda e contato' }).getByRole('button', { name: 'Fale Conosco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Como podemos te ajudar?' });
  await expect(dialog.getByRole('combobox', { name: 'Assunto' })).toBeVisible();
  return dialog;
}

async function chooseSubject(dialog: Locator, typed: string, option: string) {
  await dialog.getByRole('combobox', { name: 'Assunto' }).fill(typed);
  await dialog.getByRole('option', { name: option }).click();
  await expect(dialog.getByRole('combobox', { name: 'Assunto' })).toHaveValue(option);
}

async function fillIdentity(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'CPF' }).fill(DEMO.employability.cpf);
  await dialog.getByRole('textbox', { name: 'Nome completo' }).fill(DEMO.employability.names);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.employability.email);
}

test.describe('contact modal', () => {
  // Long flows with axe on every modal state.
  test.slow();

  test('anonymous: CPF, name, e-mail, subject and message reach the insurer; success closes the modal', async ({ page, request }) => {
    await page.goto('/');
    const dialog = await openContact(page);
    await expect(dialog.getByText('Estes campos são obrigatórios')).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await expectNoAxeViolations(page);

    await fillIdentity(dialog);
    const subject = dialog.getByRole('combobox', { name: 'Assunto' });
    await subject.fill('qualquer coisa');
    await expect(dialog.getByText('Nenhum assunto corresponde ao texto digitado.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mensagem' }).click();
    await expect(subject).toHaveValue('');
    await expect(dialog.getByText('Este campo não pode estar vazio')).toBeVisible();

    await subject.click();
    await expect(dialog.getByRole('listbox', { name: 'Assunto' }).getByRole('option')).toHaveText(['Problemas com login', 'Dúvida', 'Erro', 'Reclamação', 'Sugestão']);
    await expectNoAxeViolations(page);
    await chooseSubject(dialog, 'dú', 'Dúvida');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Como altero o meu e-mail cadastrado?');
    await expect(dialog.getByText('36 de 1000 caracteres')).toBeVisible();
    await expect(send).toBeEnabled();
    await send.click();

    const success = page.getByRole('dialog', { name: SENT });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(success).toBeHidden();
    await expect(dialog).toBeHidden();

    const [stored] = await readMessages(request);
    expect(stored).toMatchObject({
      channel: 'anonymous',
      identification: '52998224725',
      fullname: DEMO.employability.names,
      email: DEMO.employability.email,
      subject: 'Dúvida',
      message: 'Como altero o meu e-mail cadastrado?',
    });
  });

  test('logged in: only subject and message, sent with the customer’s session', async ({ page, request }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expect(page).toHaveURL(LANDING.employability);
    await page.goto('/');
    const dialog = await openContact(page);
    await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    await chooseSubject(dialog, 'Recl', 'Reclamação');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('O curso não abre no celular.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: SENT })).toBeVisible();
    await expectNoAxeViolations(page);

    const [stored] = await readMessages(request);
    expect(stored).toMatchObject({
      channel: 'authenticated',
      identification: '52998224725',
      fullname: DEMO.employability.names,
      subject: 'Reclamação',
      message: 'O curso não abre no celular.',
    });
  });

  test('a failed send shows the connection error and keeps the text; Send again succeeds', async ({ page, request }) => {
    await setFault(request, { path: '/scheduling/sendRequest', status: 503, times: 1 });
    await page.goto('/');
    const dialog = await openContact(page);
    await fillIdentity(dialog);
    await chooseSubject(dialog, 'Erro', 'Erro');
    const message = dialog.getByRole('textbox', { name: 'Mensagem' });
    await message.fill('A página de cursos mostra um erro.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toContainText('Tente novamente mais tarde.');
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByRole('dialog', { name: SENT })).toHaveCount(0);
    expect(await readMessages(request)).toEqual([]);

    await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.employability.cpf);
    await expect(dialog.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.employability.names);
    await expect(dialog.getByRole('combobox', { name: 'Assunto' })).toHaveValue('Erro');
    await expect(message).toHaveValue('A página de cursos mostra um erro.');

    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: SENT })).toBeVisible();
    const messages = await readMessages(request);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'Erro', message: 'A página de cursos mostra um erro.' });
  });

  test('from an error: the dialog shows the failed request’s support code, and the contact form sends it along', async ({ page, request }) => {
    await setFault(request, { path: '/login/loginV2', status: 500, times: 1 });
    await page.goto('/');
    const panel = await openLogin(page);
    const failed = page.waitForResponse((response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST');
    await submitLogin(panel, DEMO.employability.cpf);
    const requestId = (await failed).headers()['x-request-id'];
    expect(requestId, 'the handler echoes its request id').toBeTruthy();
    const code = supportCodeOf(requestId!);

    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toContainText('Tente novamente mais tarde.');
    await expect(error).toContainText(`Código do atendimento: ${code}`);
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await page.keyboard.press('Escape');
    await expect(loginPanel(page)).toBeHidden();

    const dialog = await openContact(page);
    await expect(dialog).toContainText(`Código do atendimento: ${code}`);
    await expect(dialog.getByRole('checkbox', { name: 'Enviar este código com a mensagem' })).toBeChecked();
    await expectNoAxeViolations(page);
    await fillIdentity(dialog);
    await chooseSubject(dialog, 'Prob', 'Problemas com login');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Não consigo entrar: deu erro na conexão.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: SENT })).toBeVisible();

    const [stored] = await readMessages(request);
    expect(stored).toMatchObject({ channel: 'anonymous', subject: 'Problemas com login', supportCode: code });
  });

  test('from an error: unticked, the code is not sent', async ({ page, request }) => {
    await setFault(request, { path: '/scheduling/sendRequest', status: 503, times: 1 });
    await page.goto('/');
    let dialog = await openContact(page);
    await fillIdentity(dialog);
    await chooseSubject(dialog, 'Erro', 'Erro');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Primeira tentativa.');
    const failed = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const code = supportCodeOf((await failed).headers()['x-request-id']!);
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toContainText(`Código do atendimento: ${code}`);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openContact(page);
    const sendCode = dialog.getByRole('checkbox', { name: 'Enviar este código com a mensagem' });
    await sendCode.focus();
    await page.keyboard.press('Space');
    await expect(sendCode).not.toBeChecked();
    await fillIdentity(dialog);
    await chooseSubject(dialog, 'Erro', 'Erro');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Segunda tentativa.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: SENT })).toBeVisible();
    const [stored] = await readMessages(request);
    expect(stored).toMatchObject({ message: 'Segunda tentativa.' });
    expect(stored).not.toHaveProperty('supportCode');
  });
});

