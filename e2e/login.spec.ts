import { DEMO, LANDING, expectAnonymous, expectLoggedIn, loginPanel, openLogin, submitLogin } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetLimits, resetSandbox, setFault } from './support/sandbox';
import { PORTAL_HOSTS, portalUrl } from './support/servers';

test.beforeEach(async ({ request }) => resetSandbox(request));

test.describe('login panel', () => {
  test('validates the CPF and enables Acessar only with a valid CPF and a password', async ({ page }) => {
    await page.goto('/');
    const panel = await openLogin(page);
    await expectNoAxeViolations(page);
    const cpf = panel.getByRole('textbox', { name: 'CPF' });
    const password = panel.getByLabel('Senha', { exact: true });
    const submit = panel.getByRole('button', { name: 'Acessar' });
    await expect(submit).toBeDisabled();

    await cpf.pressSequentially('5299822');
    await expect(cpf).toHaveValue('529.982.2');
    await password.fill('qualquer');
    await expect(panel.getByText('Número insuficiente de dígitos')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    await cpf.fill('529.982.247-26');
    await expect(panel.getByText('CPF inválido')).toBeVisible();
    await expect(submit).toBeDisabled();

    await cpf.fill(DEMO.employability.cpf);
    await expect(submit).toBeEnabled();
    const toggle = panel.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Minha conta' }).focus();
    await page.keyboard.press('Enter');
    const panel = loginPanel(page);
    // The panel opens on the CPF field (not on 'Fechar'): what is typed at once goes into it.
    const cpf = panel.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toBeFocused();
    // One focus ring, the field frame's: the input inside it draws none of its own.
    expect(await cpf.evaluate((input) => [getComputedStyle(input).outlineStyle, getComputedStyle(input.closest('.field-frame')!).outlineStyle])).toEqual(['none', 'solid']);
    await expectNoAxeViolations(page);
    await page.keyboard.type('52998224725');
    await expect(cpf).toHaveValue(DEMO.employability.cpf);
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Senha', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(LANDING.employability);
    await expectLoggedIn(page, DEMO.employability.names);
  });

  test('prefills the CPF from the stored document', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('document', '52998224725'));
    const panel = await openLogin(page);
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.employability.cpf);
  });

  test('links to recovery, sign-up and the terms', async ({ page }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    let panel = await openLogin(page);
    await panel.getByRole('button', { name: 'Termos e Condições' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
    await expect(terms.getByRole('checkbox', { name: 'Aceito os Termos e Condições da Política.' })).toBeVisible();
    await expect(terms.getByRole('button', { name: 'ACEITAR' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await terms.getByRole('checkbox', { name: 'Aceito os Termos e Condições da Política.' }).check();
    await terms.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(terms).toBeHidden();

    await panel.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' })).toBeVisible();
    await page.keyboard.press('Escape');
    panel = await openLogin(page);
    await panel.getByRole('button', { name: 'Seu primeiro acesso?' }).click();
    await expect(page.getByRole('dialog', { name: 'Ativar conta' })).toBeVisible();
  });

  test('?login=1 opens the login panel on any page', async ({ page }) => {
    await page.goto('/?login=1');
    await expect(loginPanel(page)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('?login=1 opens the panel with focus on the CPF field, so typing at once fills it', async ({ page }) => {
      await page.goto('/perguntas-frequentes?login=1');
      const cpf = loginPanel(page).getByRole('textbox', { name: 'CPF' });
      await expect(cpf).toBeFocused();
      await page.keyboard.type('52998224725');
      await expect(cpf).toHaveValue(DEMO.employability.cpf);
      await expectNoAxeViolations(page);
      // Closed and opened again from the header's menu (the flow's code is loaded now): the CPF field again.
      await page.keyboard.press('Escape');
      await expect(loginPanel(page)).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Minha conta' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(loginPanel(page).getByRole('textbox', { name: 'CPF' })).toBeFocused();
    });
  });
});

test.describe('login success', () => {
  for (const host of PORTAL_HOSTS) {
    test(`logs in through http://${host} (the same-origin check follows the host the browser used)`, async ({ page }, testInfo) => {
      const home = `${portalUrl(testInfo.parallelIndex, host)}/`;
      await page.goto(home);
      await submitLogin(await openLogin(page), DEMO.employability.cpf);
      await expect(page).toHaveURL(`${portalUrl(testInfo.parallelIndex, host)}${LANDING.employability}`);
      await expectLoggedIn(page, DEMO.employability.names);
      // The session cookie works on this host: a logged-in page reloads without the login redirect.
      await page.reload();
      await expectLoggedIn(page, DEMO.employability.names);
    });
  }

  test('a single Empregabilidade ecosystem lands on the salary comparator, greeted by name', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expect(page).toHaveURL(LANDING.employability);
    await expect(loginPanel(page)).toBeHidden();
    await expectLoggedIn(page, DEMO.employability.names);
  });

  test("a single Autônomo ('EP MEI') ecosystem lands on the courses home", async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.selfEmployed.cpf);
    await expect(page).toHaveURL(LANDING.selfEmployed);
    await expectLoggedIn(page, DEMO.selfEmployed.names);
  });

  test('a Parcelamento user loses the Parcelamento ecosystem and lands with Protegido only', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.installments.cpf);
    await expect(page).toHaveURL(LANDING.employability);
    await expectLoggedIn(page, DEMO.installments.names);
    const main = page.getByRole('main');
    await expect(main).toContainText('Protegido');
    await expect(main).not.toContainText('Parcelamento');
  });

  test('three ecosystems: the choice of AUTÔNOMO is sent and the customer lands on its home', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.threeEcosystems.cpf);
    const panel = loginPanel(page);
    await expect(panel.getByRole('heading', { name: 'Selecione os benefícios mais adequados ao seu perfil:' })).toBeFocused();
    await expect(panel.getByText('Atenção: esta escolha é definitiva e não poderá ser desfeita.')).toBeVisible();
    const accept = panel.getByRole('button', { name: 'Aceitar' });
    await expect(accept).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await panel.getByRole('radio', { name: /AUTÔNOMO/ }).check();
    await accept.click();
    await expect(page).toHaveURL(LANDING.selfEmployed);
    await expectLoggedIn(page, DEMO.threeEcosystems.names);
  });

  test('three ecosystems: choosing EMPREGABILIDADE lands on the salary comparator', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.threeEcosystems.cpf);
    await loginPanel(page).getByRole('radio', { name: /EMPREGABILIDADE/ }).check();
    await loginPanel(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(LANDING.employability);
    await expectLoggedIn(page, DEMO.threeEcosystems.names);
  });

  test('three ecosystems: a failed choice shows Erro na conexão and can be retried', async ({ page, request }) => {
    await setFault(request, { path: '/people/getProductsContingencyUser', status: 500, times: 1 });
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.threeEcosystems.cpf);
    await loginPanel(page).getByRole('radio', { name: /AUTÔNOMO/ }).check();
    await loginPanel(page).getByRole('button', { name: 'Aceitar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(loginPanel(page).getByRole('radio', { name: /AUTÔNOMO/ })).toBeChecked();
    await loginPanel(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(LANDING.selfEmployed);
  });

  test('three ecosystems: Cancelar says what happens, lets the customer go back to the choice, and leaves without a session', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.threeEcosystems.cpf);
    await loginPanel(page).getByRole('button', { name: 'Cancelar' }).click();
    const question = page.getByRole('alertdialog', { name: 'Sair sem escolher um perfil?' });
    await expect(question).toContainText('poderá escolher o seu perfil quando acessar a sua conta novamente');
    await expect(question.getByRole('button', { name: 'Voltar à escolha' })).toBeFocused();
    await expectNoAxeViolations(page);
    // Escape is the safe answer: back to the choice, still logged in.
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(loginPanel(page).getByRole('radio', { name: /Empregabilidade/i })).toBeVisible();

    await loginPanel(page).getByRole('button', { name: 'Cancelar' }).click();
    await question.getByRole('button', { name: 'Sair' }).click();
    await expect(loginPanel(page)).toBeHidden();
    await expectAnonymous(page);
    await page.goto(LANDING.employability);
    await expect(page).toHaveURL('/');
    await expect(loginPanel(page)).toBeVisible();
    // The next login asks again.
    await submitLogin(loginPanel(page), DEMO.threeEcosystems.cpf);
    await expect(loginPanel(page).getByRole('button', { name: 'Aceitar' })).toBeVisible();
  });
});

test.describe('login refusals', () => {
  const cases = [
    ['101 wrong password', DEMO.employability.cpf, 'Errada@2026', 'O número do documento e a senha não correspondem, verifique seus dados e tente novamente.'],
    ['102 not registered', DEMO.signup.cpf, DEMO.password, 'Usuário não registrado ou não possui uma apólice vigente.'],
    ['103 no policy in force', DEMO.noPolicy.cpf, DEMO.password, 'Usuário não registrado ou não possui apólice vigente.'],
    ['104 blocked', DEMO.blocked.cpf, DEMO.password, 'Usuário bloqueado por tentativas. Acesse a recuperação de senha.'],
  ] as const;

  for (const [name, cpf, password, text] of cases) {
    test(`${name} is announced under the password, keeping what was typed`, async ({ page }) => {
      await page.goto('/');
      const panel = await openLogin(page);
      await submitLogin(panel, cpf, password);
      await expect(panel.getByRole('alert')).toHaveText(text);
      await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(cpf);
      await expect(panel.getByLabel('Senha', { exact: true })).toHaveValue(password);
      await expectNoAxeViolations(page);
      await expectAnonymous(page);
    });
  }

  test("the portal refuses the 5th wrong password itself (429), so the insurer's lock (104 at its 5th) is never reached", async ({ page }) => {
    test.slow(); // a long multi-step flow with several axe scans
    await page.goto('/');
    const panel = await openLogin(page);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitLogin(panel, DEMO.selfEmployed.cpf, `Errada@${attempt}`);
      await expect(panel.getByRole('alert')).toHaveText(/não correspondem/);
    }
    await submitLogin(panel, DEMO.selfEmployed.cpf, 'Errada@5');
    await expect(panel.getByRole('alert')).toHaveText(/Por segurança, o acesso a esta conta foi bloqueado temporariamente/);
    // The portal's refusal ends by itself (15 minutes; here the limits are emptied): the account was never locked at the insurer.
    await resetLimits();
    await submitLogin(panel, DEMO.selfEmployed.cpf);
    await expectLoggedIn(page, DEMO.selfEmployed.names);
  });

  for (const host of PORTAL_HOSTS) {
    test(`through http://${host}: 40 parallel wrong passwords for one CPF, at most 4 answered by the insurer, the rest 429, and the lock is announced under the password`, async ({ page }, testInfo) => {
      const base = portalUrl(testInfo.parallelIndex, host);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => page.request.post(`${base}/api/auth/login`, { data: { document: DEMO.selfEmployed.cpf, password: `Errada@${i}` }, headers: { origin: base } })),
      );
      const statuses = answers.map((answer) => answer.status());
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
      const refused = answers.find((answer) => answer.status() === 429)!;
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(/^Por segurança, o acesso a esta conta foi bloqueado temporariamente/);
      await page.goto(`${base}/`);
      const panel = await openLogin(page);
      await submitLogin(panel, DEMO.selfEmployed.cpf);
      await expect(panel.getByRole('alert')).toHaveText(/Por segurança, o acesso a esta conta foi bloqueado temporariamente/);
      await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.selfEmployed.cpf);
      await expectNoAxeViolations(page);
    });
  }

  test('an insurer failure (HTTP 500) shows Erro na conexão and keeps the form', async ({ page, request }) => {
    await setFault(request, { path: '/login/loginV2', status: 500, times: 1 });
    await page.goto('/');
    const panel = await openLogin(page);
    await submitLogin(panel, DEMO.employability.cpf);
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toContainText('Tente novamente mais tarde.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO.employability.cpf);
    await panel.getByRole('button', { name: 'Acessar' }).click();
    await expect(page).toHaveURL(LANDING.employability);
  });

  test('an insurer slower than the timeout shows Erro na conexão', async ({ page, request }) => {
    await setFault(request, { path: '/login/loginV2', latencyMs: 3_500, times: 1 });
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expect(page.getByRole('status').filter({ hasText: 'Um momento, por favor....' })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Erro na conexão' })).toBeVisible({ timeout: 6_000 });
  });

  test('a garbled insurer answer shows Erro na conexão', async ({ page, request }) => {
    await setFault(request, { path: '/login/loginV2', body: 'truncated-cipher', times: 1 });
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expect(page.getByRole('alertdialog', { name: 'Erro na conexão' })).toBeVisible();
  });
});
