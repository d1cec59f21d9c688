import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { formatBRL, formatCount } from '../lib/salary/format';
import { OCCUPATIONS } from '../sandbox/content/occupations';
import { NATIONAL, salaryFigures } from '../sandbox/content/salary-reference';
import { supportCodeOf } from '../lib/ops/support-code';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';

/**
 * The salary comparator as a customer uses it: the Empregabilidade home, a query
 * that lives in the URL, the answer rendered on the server from the sandbox partner's figures.
 */

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await withConsentChosen(page);
});

type Level = 'junior' | 'pleno' | 'senior';

/** The figures the sandbox partner serves (its documented rule), as the page writes them. */
function expected(occupationId: string, uf: Parameters<typeof salaryFigures>[1], level: Level) {
  const occupation = OCCUPATIONS.find((each) => each.id === occupationId)!;
  const state = salaryFigures(occupation, uf, level);
  const national = salaryFigures(occupation, NATIONAL, level);
  return {
    description: occupation.description,
    p25: formatBRL(state.p25),
    median: formatBRL(state.median),
    p75: formatBRL(state.p75),
    national: formatBRL(national.median),
    records: formatCount(state.records),
  };
}

const occupationField = (page: Page) => page.getByRole('combobox', { name: 'Ocupação' });
const ufField = (page: Page) => page.getByRole('combobox', { name: 'Estado (UF)' });
const submit = (page: Page) => page.getByRole('button', { name: 'Comparar salários' });
const result = (page: Page) => page.getByRole('region', { name: 'Resultado da consulta' });
/** The page's own alerts (Next's route announcer is an alert too, outside the main content). */
const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

/** The summary's four figures, as label → amount. */
async function summary(region: Locator): Promise<Record<string, string>> {
  const terms = region.getByRole('term');
  const entries: [string, string][] = [];
  for (let index = 0; index < (await terms.count()); index++) {
    const term = terms.nth(index);
    entries.push([(await term.innerText()).trim(), (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim()]);
  }
  return Object.fromEntries(entries);
}

/** The result shows the partner's figures for the query, in the summary and in the table. */
async function expectResult(page: Page, occupationId: string, uf: 'BA' | 'SP' | 'PE', level: Level, names: { uf: string; level: string }) {
  const figures = expected(occupationId, uf, level);
  const region = result(page);
  await expect(region.getByText(`${figures.description} · ${names.uf} · nível ${names.level}`)).toBeVisible();
  expect(await summary(region)).toEqual({
    [`25º percentil em ${uf}`]: figures.p25,
    [`Mediana em ${uf}`]: figures.median,
    [`75º percentil em ${uf}`]: figures.p75,
    'Mediana nacional': figures.national,
  });
  const chosenRow = region.getByRole('row', { name: `${names.level} (consultado)` });
  await expect(chosenRow.getByRole('cell')).toHaveText([figures.p25, figures.median, figures.p75, figures.national, figures.records]);
  await expect(region.getByRole('img', { name: new RegExp(`^Gráfico: salários por nível de experiência (em|no|na) ${names.uf} e no Brasil`) })).toBeVisible();
  await expect(region.getByRole('complementary', { name: 'Sobre os dados' })).toContainText('dados de referência ilustrativos');
  await expect(region.getByRole('complementary', { name: 'Sobre os dados' })).toContainText('Data de referência: 31/12/2025.');
}

test.describe('salary comparator', () => {
  test('compare salaries for an occupation typed without accents, change state and level, open the shared URL in a new page', async ({ page }) => {
    await loginAs(page, DEMO.employability);
    await expect(page).toHaveURL(LANDING.employability);
    await expect(page.getByRole('heading', { level: 1, name: 'Comparador salarial' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();

    await occupationField(page).fill('tecnicos enfermagem');
    const list = page.getByRole('listbox', { name: 'Ocupações' });
    await expect(list.getByRole('group', { name: 'Saúde' }).getByRole('option')).toHaveText(['Técnicos e auxiliares de enfermagem']);
    await expect(page.getByText('1 ocupação encontrada.')).toBeAttached();
    await expectNoAxeViolations(page);
    await list.getByRole('option', { name: 'Técnicos e auxiliares de enfermagem' }).click();
    await expect(occupationField(page)).toHaveValue('Técnicos e auxiliares de enfermagem');
    await ufField(page).selectOption({ label: 'Bahia (BA)' });
    await submit(page).click();

    await expect(page).toHaveURL(`${LANDING.employability}?ocupacao=3222&uf=BA&nivel=pleno`);
    await expect(page).toHaveTitle('Salários de Técnicos e auxiliares de enfermagem na Bahia, nível pleno · Comparador salarial | Portal de Benefícios');
    await expectResult(page, '3222', 'BA', 'pleno', { uf: 'Bahia', level: 'Pleno' });
    await expectNoAxeViolations(page);

    // Another state and level: the form keeps the occupation.
    await ufField(page).selectOption({ label: 'São Paulo (SP)' });
    await page.getByRole('radio', { name: 'Sênior' }).check();
    await submit(page).click();
    await expect(page).toHaveURL(`${LANDING.employability}?ocupacao=3222&uf=SP&nivel=senior`);
    await expectResult(page, '3222', 'SP', 'senior', { uf: 'São Paulo', level: 'Sênior' });
    await expect(occupationField(page)).toHaveValue('Técnicos e auxiliares de enfermagem');
    await expectNoAxeViolations(page);

    // The URL is the query: a new page shows the same result, rendered on the server.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await shared.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectResult(shared, '3222', 'SP', 'senior', { uf: 'São Paulo', level: 'Sênior' });
    await expect(shared.getByRole('radio', { name: 'Sênior' })).toBeChecked();
    await expectNoAxeViolations(shared);
    await shared.close();
  });

  test('a keyboard-only pass: search, choose with the arrows, pick the state and level, submit, read the result', async ({ page }) => {
    await loginAs(page, DEMO.employability);
    const occupation = occupationField(page);
    for (let presses = 0; presses < 40 && !(await occupation.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(occupation).toBeFocused();

    await page.keyboard.type('MEDICOS');
    await expect(occupation).toHaveAttribute('aria-expanded', 'true');
    // The families named so, and the one holding the job title 'Médico veterinário' (its category comes first).
    await expect(page.getByRole('listbox', { name: 'Ocupações' }).getByRole('option')).toHaveText([
      'Veterinários e zootecnistasInclui o cargo “Médico veterinário”',
      'Médicos clínicos',
      'Médicos em especialidades cirúrgicas',
      'Médicos em medicina diagnóstica e terapêutica',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const surgeons = (await page.getByRole('option', { name: 'Médicos em especialidades cirúrgicas' }).getAttribute('id'))!;
    await expect(occupation).toHaveAttribute('aria-activedescendant', surgeons);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(occupation).toHaveValue('Médicos clínicos');
    await expect(occupation).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Tab');
    await expect(ufField(page)).toBeFocused();
    // The last UFs: Tocantins, Sergipe, São Paulo.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(ufField(page)).toHaveValue('SP');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Pleno' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Júnior' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${LANDING.employability}?ocupacao=2251&uf=SP&nivel=junior`);
    await expectResult(page, '2251', 'SP', 'junior', { uf: 'São Paulo', level: 'Júnior' });
    // The focus stays where it was, and the next Tab stops lead into the result's table.
    await expect(submit(page)).toBeFocused();
    const tableRegion = result(page).getByRole('region', { name: /^Salários mensais de Médicos clínicos/ });
    for (let presses = 0; presses < 10 && !(await tableRegion.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(tableRegion).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a job title finds its family, showing the title it matched: "desenvolvedor", "garçom"', async ({ page }) => {
    await loginAs(page, DEMO.employability);
    const list = page.getByRole('listbox', { name: 'Ocupações' });
    await occupationField(page).fill('desenvolvedor');
    await expect(list.getByRole('group', { name: 'Tecnologia da informação' }).getByRole('option')).toHaveText([
      'Analistas de tecnologia da informaçãoInclui o cargo “Desenvolvedor”',
      'Técnicos de desenvolvimento de sistemas e aplicaçõesInclui o cargo “Desenvolvedor júnior”',
    ]);
    await expect(list.getByRole('option')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await occupationField(page).fill('garçom');
    await expect(list.getByRole('option')).toHaveText(['Garçons, barmen, copeiros e sommeliersInclui o cargo “Garçom”']);
    await expect(page.getByText('1 ocupação encontrada.')).toBeAttached();

    await occupationField(page).fill('analista de sistemas');
    await list.getByRole('option', { name: /^Analistas de tecnologia da informação/ }).click();
    await expect(occupationField(page)).toHaveValue('Analistas de tecnologia da informação');
    await ufField(page).selectOption({ label: 'Pernambuco (PE)' });
    await submit(page).click();
    await expect(page).toHaveURL(`${LANDING.employability}?ocupacao=2124&uf=PE&nivel=pleno`);
    await expectResult(page, '2124', 'PE', 'pleno', { uf: 'Pernambuco', level: 'Pleno' });
  });

  test('asks for what is missing, keeps what was typed, and explains a search with no match', async ({ page }) => {
    await loginAs(page, DEMO.employability);
    await submit(page).click();
    await expect(alerts(page)).toHaveText(['Escolha uma ocupação da lista.', 'Escolha o estado (UF).']);
    await expect(occupationField(page)).toBeFocused();
    await expect(page).toHaveURL(LANDING.employability);
    await expectNoAxeViolations(page);

    await occupationField(page).fill('astronauta');
    await expect(page.getByRole('status').filter({ hasText: 'Nenhuma ocupação encontrada' })).toHaveText(
      'Nenhuma ocupação encontrada. Tente outra palavra, como “vendedor” ou “técnico”.',
    );
    await expectNoAxeViolations(page);
    await ufField(page).selectOption('RJ');
    await submit(page).click();
    await expect(alerts(page)).toHaveText(['Escolha uma ocupação da lista.']);
    await expect(occupationField(page)).toHaveValue('astronauta');
    await expect(ufField(page)).toHaveValue('RJ');
  });

  test("the occupations are read when the field is first used: 'Carregando as ocupações…' until they come; a failure says so with its support code and a retry", async ({ page }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let failures = 1;
    await page.route('**/api/salary/occupations?v=*', async (route) => {
      await released;
      if (failures-- > 0) await route.fulfill({ status: 502, contentType: 'application/json', headers: { 'x-request-id': 'e2e-occupations-1' }, body: JSON.stringify({ error: 'upstream', message: 'Erro na conexão' }) });
      else await route.continue();
    });
    await loginAs(page, DEMO.employability);
    await occupationField(page).fill('enferm');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando as ocupações…' })).toBeVisible();
    await expect(occupationField(page)).toHaveAccessibleDescription(/Carregando as ocupações…/);
    await expectNoAxeViolations(page);

    release();
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista de ocupações.' });
    await expect(failure).toContainText(`Código do atendimento: ${supportCodeOf('e2e-occupations-1')}`);
    // 'Erro na conexão' first, as every failed read shows it.
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await failure.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(failure).toHaveCount(0);
    await occupationField(page).fill('enfermagem');
    await expect(page.getByRole('listbox', { name: 'Ocupações' }).getByRole('option', { name: 'Técnicos e auxiliares de enfermagem' })).toBeVisible();
  });

  test('the occupations cannot be read: the typed text is searched on the server, as without JavaScript', async ({ page }) => {
    await page.route('**/api/salary/occupations?v=*', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', headers: { 'x-request-id': 'e2e-occupations-2' }, body: JSON.stringify({ error: 'upstream', message: 'Erro na conexão' }) }),
    );
    await loginAs(page, DEMO.employability);
    await occupationField(page).click();
    await page.getByRole('alertdialog', { name: 'Erro na conexão' }).getByRole('button', { name: 'ACEITAR' }).click();
    // Said once, with its support code and a retry; the field's note says what can still be done.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText([/^Não foi possível carregar a lista de ocupações\./]);
    // Nothing typed: with no list to choose from, the field asks for the occupation's name.
    await submit(page).click();
    await expect(occupationField(page)).toHaveAccessibleDescription(/Digite a sua ocupação\./);
    await expect(occupationField(page)).toBeFocused();
    await occupationField(page).fill('tecnicos enfermagem');
    await expect(occupationField(page)).toHaveAccessibleDescription(/Sem a lista, você ainda pode digitar a ocupação e clicar em “Comparar salários”: nós a procuramos para você\./);
    await expectNoAxeViolations(page);
    await ufField(page).selectOption('PE');
    await page.getByRole('radio', { name: 'Júnior' }).check();
    await submit(page).click();
    await expectResult(page, '3222', 'PE', 'junior', { uf: 'Pernambuco', level: 'Júnior' });
    await expect(occupationField(page)).toHaveValue('Técnicos e auxiliares de enfermagem');
  });

  test('bad values in a URL: a clear message on each field, never an error page', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${LANDING.employability}?ocupacao=9999&uf=XX&nivel=trainee`);
    await expect(alerts(page)).toHaveText([
      'Não encontramos essa ocupação. Escolha uma ocupação da lista.',
      'Estado (UF) inválido. Escolha um estado da lista.',
      'Nível de experiência inválido. Escolha júnior, pleno ou sênior.',
    ]);
    await expect(result(page)).toHaveCount(0);
    const response = await page.goto(`${LANDING.employability}?ocupacao=%3Cscript%3E&uf=SP&nivel=pleno`);
    expect(response?.status()).toBe(200);
    await expect(alerts(page)).toHaveText(['Não encontramos essa ocupação. Escolha uma ocupação da lista.']);
    await expect(ufField(page)).toHaveValue('SP');
  });

  test("the partner fails: 'Erro na conexão' with a retry, and the query kept", async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    await occupationField(page).fill('cozinheiros');
    await page.getByRole('option', { name: 'Cozinheiros' }).click();
    await ufField(page).selectOption('PE');
    await page.getByRole('radio', { name: 'Júnior' }).check();
    await setFault(request, { path: '/salary/getSalaryRange', status: 503, times: 1 });
    await submit(page).click();

    const alert = result(page).getByRole('alert');
    await expect(alert).toContainText('Erro na conexão');
    await expect(alert).toContainText('Tente novamente mais tarde.');
    await expect(occupationField(page)).toHaveValue('Cozinheiros');
    await expect(ufField(page)).toHaveValue('PE');
    await expect(page.getByRole('radio', { name: 'Júnior' })).toBeChecked();
    await expectNoAxeViolations(page);

    await alert.getByRole('link', { name: 'Tentar novamente' }).click();
    await expectResult(page, '5132', 'PE', 'junior', { uf: 'Pernambuco', level: 'Júnior' });
  });

  test('a slow partner (timeout) on a shared link: the same error state, the form filled from the URL', async ({ page, request }) => {
    await setFault(request, { path: '/salary/getSalaryRange', latencyMs: 2_600, times: 1 });
    await loginAs(page, DEMO.employability, `${LANDING.employability}?ocupacao=2124&uf=SP&nivel=pleno`);
    await expect(result(page).getByRole('alert')).toContainText('Erro na conexão');
    await expect(occupationField(page)).toHaveValue('Analistas de tecnologia da informação');
    await result(page).getByRole('link', { name: 'Tentar novamente' }).click();
    await expectResult(page, '2124', 'SP', 'pleno', { uf: 'São Paulo', level: 'Pleno' });
  });

  test('a customer without the comparator sees the not-in-your-benefits page, never the figures', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, `${LANDING.employability}?ocupacao=2124&uf=SP&nivel=pleno`);
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ocupação' })).toHaveCount(0);
    await expect(page.getByText('R$')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the result, its chart and its table fit the screen', async ({ page }) => {
      await loginAs(page, DEMO.employability, `${LANDING.employability}?ocupacao=2124&uf=SP&nivel=pleno`);
      await expectResult(page, '2124', 'SP', 'pleno', { uf: 'São Paulo', level: 'Pleno' });
      const chart = result(page).getByRole('img', { name: /^Gráfico/ });
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test("the table's caption shows whole, and its scroll area says it scrolls and takes the focus", async ({ page }) => {
      await loginAs(page, DEMO.employability, `${LANDING.employability}?ocupacao=2124&uf=SP&nivel=pleno`);
      const caption = 'Salários mensais de Analistas de tecnologia da informação em São Paulo e no Brasil, por nível de experiência';
      const shown = result(page).locator('p', { hasText: caption });
      await expect(shown).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const hint = result(page).getByText('Deslize para ver mais colunas');
      await expect(hint).toBeVisible();
      const tableRegion = result(page).getByRole('region', { name: caption });
      await expect(tableRegion).toHaveAccessibleDescription(/^Deslize para ver mais colunas/);
      // The columns do not fit: the area scrolls, by keyboard too.
      expect(await tableRegion.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await tableRegion.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tableRegion.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  });

  test('on a laptop the table fits: no scroll hint', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${LANDING.employability}?ocupacao=2124&uf=SP&nivel=pleno`);
    await expect(result(page).getByRole('table')).toBeVisible();
    await expect(result(page).getByText('Deslize para ver mais colunas')).toBeHidden();
    const tableRegion = result(page).getByRole('region', { name: /^Salários mensais de Analistas/ });
    expect(await tableRegion.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe('salary comparator without JavaScript', () => {
  /** A context of its own, logged in as Mariana (the fixture's page waits for hydration, which never comes here). */
  async function customerContext(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: 'pt-BR' });
    const page = await context.newPage();
    await withConsentChosen(page);
    const login = await page.request.post('/api/auth/login', { data: { document: DEMO.employability.cpf, password: DEMO.password }, headers: { origin: baseURL } });
    expect(login.status()).toBe(200);
    return { context, page };
  }

  test('a plain GET form: the typed text is searched on the server (one family, several to choose from as links, none)', async ({ browser, baseURL, page: hydratingPage }) => {
    await hydratingPage.close();
    const { context, page } = await customerContext(browser, baseURL!, false);
    await page.goto(LANDING.employability);
    const occupation = page.getByRole('combobox', { name: 'Ocupação' });
    // No list in the page: a text field.
    await expect(page.getByRole('option', { name: 'Cozinheiros' })).toHaveCount(0);

    // One family: the result.
    await occupation.fill('tecnicos enfermagem');
    await ufField(page).selectOption('PE');
    await page.getByRole('radio', { name: 'Júnior' }).check();
    await submit(page).click();
    await expectResult(page, '3222', 'PE', 'junior', { uf: 'Pernambuco', level: 'Júnior' });
    await expect(occupation).toHaveValue('Técnicos e auxiliares de enfermagem');

    // Several: the families as links, each the same query with that occupation.
    await occupation.fill('medicos');
    await submit(page).click();
    const choices = page.getByRole('region', { name: 'Escolha a sua ocupação' });
    await expect(choices).toContainText('Encontramos 4 ocupações para “medicos”.');
    await expect(choices.getByRole('link')).toHaveText([
      'Veterinários e zootecnistas',
      'Médicos clínicos',
      'Médicos em especialidades cirúrgicas',
      'Médicos em medicina diagnóstica e terapêutica',
    ]);
    await expect(choices.getByText('Inclui o cargo “Médico veterinário”')).toBeVisible();
    await expect(occupation).toHaveValue('medicos');
    await expect(result(page)).toHaveCount(0);
    await choices.getByRole('link', { name: 'Médicos clínicos' }).click();
    await expect(page).toHaveURL(`${LANDING.employability}?ocupacao=2251&uf=PE&nivel=junior`);
    await expectResult(page, '2251', 'PE', 'junior', { uf: 'Pernambuco', level: 'Júnior' });
    await expect(occupation).toHaveValue('Médicos clínicos');

    // None: the field says so, the text kept.
    await occupation.fill('astronauta');
    await submit(page).click();
    await expect(alerts(page)).toHaveText(['Não encontramos nenhuma ocupação com esse nome. Tente outra palavra, como “vendedor” ou “técnico”.']);
    await expect(occupation).toHaveValue('astronauta');
    await expect(ufField(page)).toHaveValue('PE');
    await expect(result(page)).toHaveCount(0);
    await context.close();
  });

  test('the same pages when the scripts do not load are accessible (axe needs JavaScript in the page to run)', async ({ browser, baseURL, page: hydratingPage }) => {
    await hydratingPage.close();
    const { context, page } = await customerContext(browser, baseURL!, true);
    await page.route(/\/_next\/static\/.+\.js/, (route) => route.abort());
    await page.goto(LANDING.employability);
    await expect(page.getByRole('combobox', { name: 'Ocupação' })).toHaveJSProperty('tagName', 'INPUT');
    await expectNoAxeViolations(page);
    await page.goto(`${LANDING.employability}?ocupacao=5132&uf=PE&nivel=junior`);
    await expect(page.getByRole('combobox', { name: 'Ocupação' })).toHaveValue('Cozinheiros');
    await expectResult(page, '5132', 'PE', 'junior', { uf: 'Pernambuco', level: 'Júnior' });
    await expectNoAxeViolations(page);
    // A typed text naming several families, and one naming none.
    await page.goto(`${LANDING.employability}?ocupacao=&ocupacaoTexto=medicos&uf=PE&nivel=junior`);
    await expect(page.getByRole('region', { name: 'Escolha a sua ocupação' }).getByRole('link')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.goto(`${LANDING.employability}?ocupacao=&ocupacaoTexto=astronauta&uf=PE&nivel=junior`);
    await expect(alerts(page)).toHaveText([/^Não encontramos nenhuma ocupação com esse nome/]);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
