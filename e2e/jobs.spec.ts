import type { Locator, Page } from '@playwright/test';
import { DEMO, loginAs, loginPanel } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { clearFaults, resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const LANDING = '/auth/inicio-procurar-emprego';
const SEARCH = '/auth/ofertas-emprego/procurar';
const PARTNER = /^https:\/\/www\.vagasparceiras\.com\.br\/vagas\/\d+-[a-z0-9-]+$/;
const POSTED = /Publicada há \d+ (segundos?|minutos?|horas?|dias?)/;

const filters = (page: Page) => page.getByRole('search', { name: 'Filtrar vagas' });
const results = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('article') });
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /vagas? encontradas?$|^Nenhuma vaga encontrada$/ });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Páginas de resultados' });

/** The partner's site is not ours and not on the internet here: a stand-in page answers for it. */
async function standInPartner(page: Page) {
  await page.context().route('https://www.vagasparceiras.com.br/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Vagas Parceiras</title><h1>Vaga no parceiro</h1></html>' }),
  );
}

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Every offer card on the page matches `check`. */
async function everyOffer(page: Page, check: (card: Locator) => Promise<void>) {
  const cards = await results(page).all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) await check(card);
}

test.describe('job search', () => {
  // Whole flows with axe on every page and dialog, on a shared machine.
  test.slow();

  test('the landing page starts a search with a keyword and a state', async ({ page }) => {
    await loginAs(page, DEMO.employability, LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Procure emprego' })).toBeVisible();
    const quick = page.getByRole('search', { name: 'Comece a sua busca' });
    await quick.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' }).fill('enfermagem');
    await quick.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'São Paulo' });
    await quick.getByRole('button', { name: 'Buscar vagas' }).click();

    await expect(page).toHaveURL(`${SEARCH}?q=enfermagem&uf=SP`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas de emprego' })).toBeVisible();
    // On a desktop the filters sit beside the results: no need for the phone's skip link.
    await expect(page.getByRole('link', { name: 'Ir para os resultados' })).toBeHidden();
    await expect(resultsHeading(page)).toHaveText(/^\d+ vagas? encontradas?$/);
    await expect(filters(page).getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('enfermagem');
    await expect(filters(page).getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await everyOffer(page, async (card) => {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/Enfermagem|Enfermeiro/);
      await expect(card).toContainText('(SP)');
    });
  });

  test('the shortcuts open ready-made searches', async ({ page }) => {
    await loginAs(page, DEMO.employability, LANDING);
    await page.getByRole('link', { name: 'Vagas remotas' }).click();
    await expect(page).toHaveURL(`${SEARCH}?modalidade=remoto`);
    await expect(filters(page).getByRole('checkbox', { name: 'Remoto' })).toBeChecked();
    await everyOffer(page, async (card) => expect(card).toContainText('Remoto'));
  });

  test('filters by keyword, state, mode and contract; every result matches and shows its facts', async ({ page }) => {
    await loginAs(page, DEMO.employability, SEARCH);
    await expect(resultsHeading(page)).toHaveText('640 vagas encontradas');
    await expect(page.getByText('Página 1 de 64')).toBeVisible();

    const form = filters(page);
    await form.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' }).fill('tecnico');
    await form.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
    await form.getByRole('group', { name: 'Modalidade' }).getByRole('checkbox', { name: 'Presencial' }).check();
    await form.getByRole('group', { name: 'Tipo de contrato' }).getByRole('checkbox', { name: 'CLT' }).check();
    await form.getByRole('group', { name: 'Tipo de contrato' }).getByRole('checkbox', { name: 'Temporário' }).check();
    await form.getByRole('button', { name: 'Buscar vagas' }).click();

    // The blank city the form sent is dropped from the address.
    await expect(page).toHaveURL(`${SEARCH}?q=tecnico&uf=SP&modalidade=presencial&contrato=clt&contrato=temporario&ordem=relevancia`);
    await expect(resultsHeading(page)).toHaveText(/^\d+ vagas? encontradas?$/);
    await everyOffer(page, async (card) => {
      // Accents are ignored: 'tecnico' finds 'Técnico'.
      await expect(card.getByRole('heading', { level: 3 })).toContainText('Técnico');
      await expect(card).toContainText(/\(SP\)/);
      await expect(card).toContainText('Presencial');
      await expect(card).toContainText(/CLT|Temporário/);
      await expect(card).toContainText(/R\$\s[\d.]+( a R\$\s[\d.]+)? por mês|Salário a combinar/);
      await expect(card).toContainText(POSTED);
    });
    // The form shows the search it made.
    await expect(form.getByRole('checkbox', { name: 'Presencial' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Remoto' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'CLT' })).toBeChecked();

    await form.getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(SEARCH);
    await expect(resultsHeading(page)).toHaveText('640 vagas encontradas');
  });

  test('pages through the results; the links keep the filters', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${SEARCH}?uf=SP`);
    const heading = await resultsHeading(page).textContent();
    const total = Number(heading?.match(/\d+/)?.[0]);
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(3);
    await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
    await expect(results(page)).toHaveCount(10);
    await expect(pager(page).getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: 'Anterior' })).toHaveCount(0);
    const firstTitles = await results(page).getByRole('heading').allTextContents();

    await pager(page).getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=SP&pagina=2`);
    await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await results(page).getByRole('heading').allTextContents()).not.toEqual(firstTitles);

    await pager(page).getByRole('link', { name: `Página ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=SP&pagina=${pages}`);
    await expect(results(page)).toHaveCount(total - (pages - 1) * 10);
    await expect(pager(page).getByRole('link', { name: 'Próxima' })).toHaveCount(0);
    await everyOffer(page, async (card) => expect(card).toContainText('(SP)'));

    await pager(page).getByRole('link', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=SP&pagina=${pages - 1}`);
  });

  test('opens an offer, shows the leaving notice, and Continuar opens the partner in a new tab', async ({ page }) => {
    await standInPartner(page);
    await loginAs(page, DEMO.employability, `${SEARCH}?q=soldador&pagina=1`);
    const card = results(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const company = (await card.getByRole('paragraph').first().textContent()) ?? '';
    await card.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(/\/auth\/ofertas-emprego\/\d+\?q=soldador$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(company);
    for (const section of ['Sobre a vaga', 'Atividades', 'Requisitos', 'Benefícios', 'Resumo da vaga']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    const facts = page.getByRole('complementary', { name: 'Resumo da vaga' });
    await expect(facts).toContainText(/Publicada\s*há \d+ \w+ \(\d{2}\/\d{2}\/\d{4}\)/);
    await expect(facts).toContainText('A candidatura é feita no site do parceiro Vagas Parceiras.');
    await expectNoAxeViolations(page);

    const apply = facts.getByRole('button', { name: 'Candidatar-se' });
    await apply.click();
    const notice = page.getByRole('dialog', { name: 'Você está saindo do Portal de Benefícios' });
    await expect(notice).toContainText(`A vaga “${title}” será aberta no site do parceiro Vagas Parceiras, em uma nova aba.`);
    await expect(notice).toContainText('nenhuma empresa séria cobra para você se candidatar');
    const proceed = notice.getByRole('link', { name: 'Continuar (abre em uma nova aba)' });
    await expect(proceed).toBeFocused();
    await expect(proceed).toHaveAttribute('href', PARTNER);
    await expect(proceed).toHaveAttribute('target', '_blank');
    await expect(proceed).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(apply).toBeFocused();
    await apply.click();
    await notice.getByRole('button', { name: 'Voltar para a vaga' }).click();
    await expect(notice).toBeHidden();

    await apply.click();
    const href = (await proceed.getAttribute('href')) ?? '';
    const [partnerTab] = await Promise.all([page.context().waitForEvent('page'), proceed.click()]);
    await partnerTab.waitForLoadState();
    expect(partnerTab.url()).toBe(href);
    await expect(partnerTab.getByRole('heading', { name: 'Vaga no parceiro' })).toBeVisible();
    // Without opener or referrer: the partner's page can neither reach back into the portal nor read its address.
    expect(await partnerTab.evaluate(() => window.opener)).toBeNull();
    expect(await partnerTab.evaluate(() => document.referrer)).toBe('');
    await partnerTab.close();

    // The portal's tab stays on the offer, marked for the satisfaction survey, which asks about the service.
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/ofertas-emprego\/\d+\?q=soldador&serviceName=procurar-emprego$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const survey = page.getByRole('dialog', { name: 'Pesquisa de satisfação' });
    await expect(survey).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(survey).toBeHidden();

    await page.getByRole('link', { name: 'Voltar para os resultados' }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=soldador`);
    await expect(results(page).first().getByRole('heading')).toHaveText(title);
  });

  test('an unknown offer says so, with a way back to the search', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/ofertas-emprego/99999?uf=PE');
    await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
    await expect(page.getByText('Esta vaga não existe ou já foi encerrada pela empresa.')).toBeVisible();
    await page.getByRole('link', { name: 'Buscar outras vagas' }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=PE`);
    const response = await page.goto('/auth/ofertas-emprego/abc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  });

  test('no results suggests widening the search, filter by filter', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${SEARCH}?q=astronauta&uf=AC&modalidade=remoto`);
    await expect(resultsHeading(page)).toHaveText('Nenhuma vaga encontrada');
    await expect(page.getByText('Nenhuma vaga combina com todos os filtros escolhidos. Tente ampliar a sua busca:')).toBeVisible();
    const ways = page.getByRole('list', { name: /Tente ampliar a sua busca/ });
    await expect(ways.getByRole('link')).toHaveText([
      'Buscar em todo o Brasil',
      'Incluir todas as modalidades',
      'Buscar sem a palavra-chave “astronauta”',
      'Limpar todos os filtros',
    ]);
    await ways.getByRole('link', { name: 'Buscar sem a palavra-chave “astronauta”' }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=AC&modalidade=remoto`);
    await expect(resultsHeading(page)).toBeVisible();
    await page.goBack();
    await ways.getByRole('link', { name: 'Buscar em todo o Brasil' }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=astronauta&modalidade=remoto`);
    await expect(resultsHeading(page)).toHaveText('Nenhuma vaga encontrada');
    await ways.getByRole('link', { name: 'Limpar todos os filtros' }).click();
    await expect(page).toHaveURL(SEARCH);
    await expect(resultsHeading(page)).toHaveText('640 vagas encontradas');
  });

  test('bad filters in the address get clear messages, never a server error', async ({ page }) => {
    await loginAs(page, DEMO.employability, SEARCH);
    const cases: [string, string[]][] = [
      [`${SEARCH}?uf=XX&q=vendedor`, ['Estado desconhecido: escolha um estado da lista.']],
      [`${SEARCH}?q=${'a'.repeat(2000)}`, ['A palavra-chave pode ter no máximo 100 caracteres.']],
      [`${SEARCH}?q=%22*(&pagina=abc&modalidade=voando`, [
        'Digite ao menos uma letra ou um número na palavra-chave.',
        'Modalidade desconhecida: escolha remoto, híbrido ou presencial.',
        'O número da página deve ser um número inteiro a partir de 1.',
      ]],
    ];
    for (const [url, messages] of cases) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(500);
      const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Revise os filtros da busca' }) });
      await expect(alert.getByRole('listitem')).toHaveText(messages);
      await expect(results(page)).toHaveCount(0);
    }
    // What was typed is kept, and the message leads to the field.
    await page.goto(`${SEARCH}?uf=XX&q=vendedor`);
    const form = filters(page);
    await expect(form.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('vendedor');
    const state = form.getByRole('combobox', { name: 'Estado' });
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription('Estado desconhecido: escolha um estado da lista.');
    await state.selectOption('BA');
    await form.getByRole('button', { name: 'Buscar vagas' }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=vendedor&uf=BA&ordem=relevancia`);
    await expect(resultsHeading(page)).toBeVisible();
  });

  test('a page past the end says how many pages there are and links to the last', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${SEARCH}?pagina=999`);
    await expect(page.getByText('A página 999 não existe: esta busca tem 64 páginas.')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para a última página' }).click();
    await expect(page).toHaveURL(`${SEARCH}?pagina=64`);
    await expect(page.getByText('Página 64 de 64')).toBeVisible();
    await expect(results(page)).toHaveCount(10);
  });

  test('a failing partner shows the connection error and keeps the search to try again', async ({ page, request }) => {
    await setFault(request, { path: '/jobs/searchOffers', status: 500 });
    await loginAs(page, DEMO.employability, `${SEARCH}?q=motorista&uf=MG&contrato=clt`);
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toContainText('Tente novamente mais tarde.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Não foi possível carregar as vagas agora. Os seus filtros foram mantidos: tente novamente em instantes.')).toBeVisible();
    const form = filters(page);
    await expect(form.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('motorista');
    await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveValue('MG');
    await expect(form.getByRole('checkbox', { name: 'CLT' })).toBeChecked();

    await clearFaults(request);
    await page.getByRole('link', { name: 'Tentar de novo' }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=motorista&uf=MG&contrato=clt`);
    await expect(resultsHeading(page)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an insurer that no longer accepts the session asks to log in again', async ({ page, request }) => {
    await setFault(request, { path: '/jobs/searchOffers', status: 401 });
    await loginAs(page, DEMO.employability, `${SEARCH}?q=garçom`);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Sessão expirada' }) });
    await expect(notice).toContainText('Sua sessão expirou. Acesse sua conta novamente.');
    await expect(notice.getByRole('link', { name: 'Acessar minha conta' })).toHaveAttribute('href', '/?login=1');
    await expect(filters(page).getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('garçom');
  });

  test('a partner too slow to answer an offer shows the connection error too', async ({ page, request }) => {
    await setFault(request, { path: '/jobs/getOffer', latencyMs: 3_000, times: 1 });
    await loginAs(page, DEMO.employability, '/auth/ofertas-emprego/7');
    await expect(page.getByRole('alertdialog', { name: 'Erro na conexão' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'ACEITAR' }).click();
    await page.getByRole('link', { name: 'Tentar de novo' }).click();
    await expect(page).toHaveURL('/auth/ofertas-emprego/7');
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toBeVisible();
  });
});

test.describe('who may use it', () => {
  test('a customer without the service sees the not-in-your-benefits page on every job page', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, SEARCH);
    for (const path of [SEARCH, '/auth/ofertas-emprego/7', LANDING]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Candidatar-se');
      await expect(page.getByRole('main')).not.toContainText(/vagas? encontradas?/);
    }
  });

  test('a visitor who is not logged in is sent to the login', async ({ page }) => {
    await page.goto(`${SEARCH}?q=java`);
    await expect(loginPanel(page)).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test.describe('keyboard only', () => {
  // Many single key presses, each a round trip to the browser.
  test.slow();

  test('search, page, open an offer and go through the leaving notice without a mouse', async ({ page }) => {
    await standInPartner(page);
    await loginAs(page, DEMO.employability, SEARCH);
    const form = filters(page);
    const keyword = form.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' });
    await tabTo(page, keyword);
    await page.keyboard.type('analista');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Estado' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Cidade' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Remoto' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'Híbrido' })).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Buscar vagas' }), 10);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${SEARCH}?q=analista&modalidade=remoto&modalidade=hibrido&ordem=relevancia`);
    await everyOffer(page, async (card) => expect(card).toContainText(/Remoto|Híbrido/));
    await tabTo(page, pager(page).getByRole('link', { name: 'Próxima' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/ordem=relevancia&pagina=2$/);

    const first = results(page).first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const apply = page.getByRole('button', { name: 'Candidatar-se' });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    const notice = page.getByRole('dialog', { name: 'Você está saindo do Portal de Benefícios' });
    const proceed = notice.getByRole('link', { name: /Continuar/ });
    await expect(proceed).toBeFocused();
    // Focus stays inside: Continuar → Fechar → Voltar para a vaga → Continuar, and back.
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Voltar para a vaga' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(proceed).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(notice.getByRole('button', { name: 'Voltar para a vaga' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(apply).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(proceed).toBeFocused();
    const [partnerTab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await partnerTab.waitForLoadState();
    expect(partnerTab.url()).toMatch(PARTNER);
    await partnerTab.close();
    await expect(page).toHaveURL(/serviceName=procurar-emprego/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('before any search the filters come first, open, with a way straight to the results', async ({ page }) => {
    await loginAs(page, DEMO.employability, SEARCH);
    await expect(filters(page)).toBeVisible();
    const formBox = await filters(page).boundingBox();
    const headingBox = await resultsHeading(page).boundingBox();
    expect(formBox && headingBox && formBox.y < headingBox.y).toBe(true);
    await page.getByRole('link', { name: 'Ir para os resultados' }).click();
    await expect(page).toHaveURL(/#jobs-results$/);
    await expect(resultsHeading(page)).toBeInViewport();
  });

  test('after a search the results come first, the focus on their heading; "Filtros (n)" opens the filters', async ({ page }) => {
    await loginAs(page, DEMO.employability, SEARCH);
    const form = filters(page);
    await form.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
    await form.getByRole('group', { name: 'Tipo de contrato' }).getByRole('checkbox', { name: 'CLT' }).check();
    await form.getByRole('button', { name: 'Buscar vagas' }).click();

    await expect(page).toHaveURL(`${SEARCH}?uf=SP&contrato=clt&ordem=relevancia`);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(resultsHeading(page)).toBeInViewport();
    await expect(form).toBeHidden();
    await expect(page.getByRole('link', { name: 'Ir para os resultados' })).toHaveCount(0);
    const toggle = page.locator('summary', { hasText: 'Filtros (2)' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', 'jobs-filters');
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(form).toBeHidden();

    // Another page of the same search (a client navigation): the focus goes to the results' heading again.
    await pager(page).getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(`${SEARCH}?uf=SP&contrato=clt&ordem=relevancia&pagina=2`);
    await expect(page.getByText(/^Página 2 de/)).toBeVisible();
    await expect(resultsHeading(page)).toBeFocused();
    await results(page).first().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toBeVisible();
  });

  test('an offer shows salary, place and "Candidatar-se" on the first screen, and the button stays at hand to the end', async ({ page }) => {
    // A Garçom in São Paulo (sandbox/content/jobs-catalogue.ts), for a customer with the salary comparator too.
    await loginAs(page, DEMO.employability, '/auth/ofertas-emprego/41');
    await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const facts = page.getByRole('complementary', { name: 'Resumo da vaga' });
    const fact = (term: string) => facts.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
    await expect(fact('Salário')).toHaveText('R$ 1.550 por mês');
    await expect(fact('Local')).toContainText('(SP)');
    const apply = facts.getByRole('button', { name: 'Candidatar-se' });
    // The first screen, without scrolling (they came after two screens of description).
    for (const key of [fact('Salário'), fact('Local'), fact('Modalidade'), fact('Contrato'), apply]) await expect(key).toBeInViewport({ ratio: 1 });
    test.info().annotations.push({ type: 'salary top, first screen (px)', description: String(Math.round((await fact('Salário').boundingBox())!.y)) });
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // At the end of the description the button is still on the screen, and the last benefit is not under it.
    const lastBenefit = page.getByRole('region', { name: 'Benefícios' }).getByRole('listitem').last();
    await lastBenefit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(lastBenefit).toBeInViewport({ ratio: 1 });
    await expect(apply).toBeInViewport({ ratio: 1 });
    const [benefit, bar] = [(await lastBenefit.boundingBox())!, (await apply.boundingBox())!];
    expect(benefit.y + benefit.height).toBeLessThanOrEqual(bar.y);
    // At the very bottom nothing of the page hides behind it either: the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(apply).toBeInViewport({ ratio: 1 });
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await apply.boundingBox())!.y + 1);

    // It works from where it stands, by keyboard too.
    await apply.focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('dialog', { name: 'Você está saindo do Portal de Benefícios' });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test('without JavaScript the folded filters still open and search', async ({ browser, baseURL, page: hydratingPage }) => {
    await hydratingPage.close();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await withConsentChosen(page);
    const login = await page.request.post('/api/auth/login', { data: { document: DEMO.employability.cpf, password: DEMO.password }, headers: { origin: baseURL! } });
    expect(login.status()).toBe(200);
    await page.goto(`${SEARCH}?q=vendedor`);
    await expect(filters(page)).toBeHidden();
    await page.locator('summary', { hasText: 'Filtros (1)' }).click();
    await filters(page).getByRole('combobox', { name: 'Estado' }).selectOption('SP');
    await filters(page).getByRole('button', { name: 'Buscar vagas' }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=vendedor&uf=SP&ordem=relevancia`);
    await expect(page.locator('summary', { hasText: 'Filtros (2)' })).toBeVisible();
    await context.close();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('after a search the filters stay open beside the results, no "Filtros" control', async ({ page }) => {
    await loginAs(page, DEMO.employability, `${SEARCH}?q=vendedor&uf=SP`);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(filters(page)).toBeVisible();
    await expect(page.locator('summary')).toBeHidden();
    const formBox = (await filters(page).boundingBox())!;
    const headingBox = (await resultsHeading(page).boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(headingBox.x);
    await expectNoAxeViolations(page);
  });
});
