import { type Locator, type Page } from '@playwright/test';
import { DEMO, LANDING, expectLoggedIn, loginPanel } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

const signupPanel = (page: Page) => page.getByRole('dialog', { name: 'Ativar conta' });

async function openSignup(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Acessar benefícios' }).click();
  const panel = signupPanel(page);
  await expect(panel.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
  return panel;
}

/** Ticks the terms box the only way it can be ticked: through the terms modal's accept button. */
async function acceptTerms(page: Page, panel: Locator) {
  await panel.getByRole('checkbox', { name: 'Li e aceito os Termos e Condições' }).click();
  const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
  const acknowledge = terms.getByRole('checkbox', { name: 'Aceito os Termos e Condições da Política.' });
  await expect(terms.getByRole('button', { name: 'ACEITAR' })).toBeDisabled();
  // Read the text first: while it loads (the skeleton, a busy status) the modal grows and moves the box.
  await expect(terms.getByRole('status')).toHaveCount(0);
  await acknowledge.check();
  await terms.getByRole('button', { name: 'ACEITAR' }).click();
  await expect(terms).toBeHidden();
  await expect(panel.getByRole('checkbox', { name: 'Li e aceito os Termos e Condições' })).toBeChecked();
}

async function fillData(page: Page, panel: Locator, data: { cpf: string; names: string; phone?: string; email?: string }) {
  await panel.getByRole('textbox', { name: 'CPF' }).fill(data.cpf);
  await panel.getByRole('textbox', { name: 'Nome completo' }).fill(data.names);
  await panel.getByRole('textbox', { name: 'Celular' }).fill(data.phone ?? '11987654321');
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(data.email ?? 'cliente@exemplo.com.br');
  await acceptTerms(page, panel);
}

async function submitData(page: Page, data: { cpf: string; names: string }): Promise<Locator> {
  await page.goto('/');
  const panel = await openSignup(page);
  await fillData(page, panel, data);
  await panel.getByRole('button', { name: 'Continuar' }).click();
  return panel;
}

test.describe('sign-up', () => {
  test('314.159.265-90 signs up, creates a password and lands logged in', async ({ page }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    const panel = await openSignup(page);
    await expectNoAxeViolations(page);
    const next = panel.getByRole('button', { name: 'Continuar' });
    await panel.getByRole('textbox', { name: 'CPF' }).fill(DEMO.signup.cpf);
    await panel.getByRole('textbox', { name: 'Nome completo' }).fill(DEMO.signup.names);
    const phone = panel.getByRole('textbox', { name: 'Celular' });
    await phone.pressSequentially(DEMO.signup.phone);
    await expect(phone).toHaveValue('(81) 99444-3322');
    await panel.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.signup.email);
    await expect(next).toBeDisabled();
    await panel.getByRole('checkbox', { name: 'Li e aceito os Termos e Condições' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Termos e Condições' }).getByRole('button', { name: 'Fechar' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Li e aceito os Termos e Condições' })).not.toBeChecked();
    await acceptTerms(page, panel);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(panel.getByRole('heading', { name: 'Crie sua senha' })).toBeFocused();
    const activate = panel.getByRole('button', { name: 'Ativar benefícios' });
    const password = panel.getByLabel('Nova senha', { exact: true });
    await password.fill('abc');
    await expect(panel.getByText('senha baixa')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'De 8 a 16 caracteres' })).toContainText('não atendido');
    await expectNoAxeViolations(page);
    await password.fill('Ativar@abc');
    await expect(panel.getByText('senha média')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'não atendido' })).toHaveCount(0);
    await password.fill('Ativar@2026x');
    await expect(panel.getByText('senha alta')).toBeVisible();
    await panel.getByLabel('Confirme a nova senha', { exact: true }).fill('Ativar@2026y');
    await password.click();
    await expect(panel.getByText('As senhas não coincidem.')).toBeVisible();
    await expect(activate).toBeDisabled();
    await panel.getByLabel('Confirme a nova senha', { exact: true }).fill('Ativar@2026x');
    await expect(activate).toBeEnabled();
    await activate.click();

    await expect(page).toHaveURL(LANDING.employability);
    await expect(signupPanel(page)).toBeHidden();
    await expectLoggedIn(page, DEMO.signup.names);
  });

  test('shows the §5 messages and keeps Continuar disabled while anything is invalid', async ({ page }) => {
    await page.goto('/');
    const panel = await openSignup(page);
    await panel.getByRole('textbox', { name: 'CPF' }).fill('314.159');
    await panel.getByRole('textbox', { name: 'Nome completo' }).fill('Ana 2');
    await panel.getByRole('textbox', { name: 'Celular' }).fill('8199');
    await panel.getByRole('textbox', { name: 'E-mail' }).fill('ana@exemplo');
    await panel.getByRole('checkbox', { name: 'Li e aceito os Termos e Condições' }).focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByText('Número insuficiente de dígitos')).toBeVisible();
    await expect(panel.getByText('Os nomes não podem conter caracteres especiais e devem ter no mínimo 4 letras')).toBeVisible();
    await expect(panel.getByText('Digite os 11 números do celular, com o DDD.')).toBeVisible();
    await expect(panel.getByText('O formato do email está incorreto')).toBeVisible();
    await expect(panel.getByText('Você deve aceitar os termos de uso.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('prefills the CPF carried from the home banner', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cpf', '31415926590'));
    const panel = await openSignup(page);
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.signup.cpf);
  });
});

test.describe('pre-registration outcomes', () => {
  test('the sign-up limit shows Limite excedido', async ({ page }) => {
    await submitData(page, DEMO.signupLimit);
    const dialog = page.getByRole('alertdialog', { name: 'Limite excedido' });
    await expect(dialog).toContainText('Você excedeu o limite permitido. Por favor, tente novamente em 24 horas.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(signupPanel(page).getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.signupLimit.names);
  });

  test('no policy in force opens the no-active panel, whose buttons lead back to sign-up (data kept) and to login', async ({ page }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await submitData(page, DEMO.signupNoPolicy);
    const dialog = page.getByRole('alertdialog', { name: 'Você não tem um seguro ativo' });
    await expect(dialog).toContainText('Para concluir seu registro, você precisa ter um seguro ativo.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Voltar' }).click();

    const panel = signupPanel(page);
    await expect(panel.getByRole('heading', { name: 'Seu Seguro ainda não está ativo' })).toBeVisible();
    const question = panel.getByRole('button', { name: 'Quando meu seguro fica ativo?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('region', { name: 'Quando meu seguro fica ativo?' })).toContainText('2 dias úteis');
    await expect(panel.getByRole('button', { name: 'Quem pode ativar a conta?' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('temp') ?? '{}').modalType)).toBe('no-active');

    await panel.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(panel.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.signupNoPolicy.names);
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.signupNoPolicy.cpf);
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alertdialog', { name: 'Você não tem um seguro ativo' }).getByRole('button', { name: 'Voltar' }).click();
    await panel.getByRole('button', { name: 'Já tenho conta' }).click();
    await expect(loginPanel(page)).toBeVisible();
  });

  test('an already registered CPF offers ACESSAR MINHA CONTA, which opens login with the CPF', async ({ page }) => {
    await submitData(page, DEMO.employability);
    const dialog = page.getByRole('alertdialog', { name: 'Usuário já registrado' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Acesse seus serviços.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACESSAR MINHA CONTA' }).click();
    await expect(loginPanel(page).getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.employability.cpf);
  });

  test('names that do not match the policy holder show Erro de validação', async ({ page }) => {
    await submitData(page, { cpf: DEMO.signupNameCheck.cpf, names: 'Carlos Alberto Lima' });
    const dialog = page.getByRole('alertdialog', { name: 'Erro de validação' });
    await expect(dialog).toContainText(
      'A informação da sua identificação e/ou nome não coincide, verifique seus dados ou entre em contato com nosso Centro de Atendimento ao Cliente.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(signupPanel(page).getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Carlos Alberto Lima');
  });

  test('an unreachable insurer shows Erro na conexão / Tente novamente mais tarde.', async ({ page, request }) => {
    await setFault(request, { path: '/register/preRegister', body: 'html', status: 502, times: 1 });
    await submitData(page, DEMO.signup);
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toContainText('Tente novamente mais tarde.');
    await expectNoAxeViolations(page);
  });

  test('a failing registration shows the connection message of §8', async ({ page, request }) => {
    await setFault(request, { path: '/register/register', status: 500, times: 1 });
    const panel = await submitData(page, DEMO.signup);
    await panel.getByLabel('Nova senha', { exact: true }).fill('Ativar@2026x');
    await panel.getByLabel('Confirme a nova senha', { exact: true }).fill('Ativar@2026x');
    await panel.getByRole('button', { name: 'Ativar benefícios' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText('Erro na conexão, tente novamente mais tarde.');
    await page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'ACEITAR' }).click();
    await panel.getByRole('button', { name: 'Ativar benefícios' }).click();
    await expect(page).toHaveURL(LANDING.employability);
  });
});
