import type { BrowserContext, Locator, Page } from '@playwright/test';
import { brazilYear, formatDate } from '../lib/time/brazil';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { portalUrl } from './support/servers';
import { clearFaults, readCourseEnrolments, resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

const CATALOGUE = '/auth/inicio-fazer-cursos';
const MY_COURSES = '/auth/cursos/meus-cursos';
const PROGRAM = {
  selfEmployed: 'https://www.coursera.org/programs/mei-portal-beneficios',
  installments: 'https://www.coursera.org/programs/parcelamento-protegido-beneficios',
  protected: 'https://www.coursera.org/programs/emprestimo-protegido-beneficios',
} as const;
const DISCLAIMER_TITLE = 'Você será direcionado para Coursera';
const YEAR = brazilYear(Date.now());
/** The partner's catalogue (sandbox/content/courses.ts), as the results' count writes it. */
const TOTAL = '1.645 cursos encontrados';

const results = (page: Page) => page.getByRole('region', { name: 'Cursos', exact: true });
const resultCount = (page: Page) => results(page).getByRole('status');
const courseTitles = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 3 });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const allowance = (page: Page) => page.getByTestId('course-allowance-remaining');
const search = (page: Page) => page.getByRole('search', { name: 'Buscar cursos' });

/** The partner's site is not ours and there is no internet: its pages are answered here. */
async function stubPartner(context: BrowserContext) {
  await context.route('https://www.coursera.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Coursera</title><h1>Coursera</h1></html>' }),
  );
}

async function searchFor(page: Page, text: string) {
  await search(page).getByRole('searchbox', { name: 'Nome ou assunto' }).fill(text);
  await search(page).getByRole('button', { name: 'Buscar' }).click();
}

/** 'Inscrever-se' on a course: the disclaimer opens, its action disabled until the box is ticked. */
async function openDisclaimer(page: Page, title: string): Promise<{ dialog: Locator; box: Locator; confirm: Locator }> {
  await card(page, title).getByRole('button', { name: `Inscrever-se no curso ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: DISCLAIMER_TITLE });
  await expect(dialog).toContainText(`Curso escolhido: ${title}`);
  await expect(dialog).toContainText('O serviço "Cursos online" é prestado por Coursera');
  const box = dialog.getByRole('checkbox', { name: 'Li e concordo com o aviso do parceiro.' });
  const confirm = dialog.getByRole('button', { name: 'Confirmar inscrição' });
  await expect(box).not.toBeChecked();
  await expect(confirm).toBeDisabled();
  return { dialog, box, confirm };
}

/** Through the disclaimer to the confirmation. */
async function enrol(page: Page, title: string): Promise<Locator> {
  const { box, confirm } = await openDisclaimer(page, title);
  await box.check();
  await confirm.click();
  const success = page.getByRole('dialog', { name: 'Inscrição confirmada!' });
  await expect(success).toContainText(`Inscrição feita em “${title}”.`);
  return success;
}

/** Follows the confirmation's partner link: the programme opens in a new tab, without opener or referrer. */
async function followPartnerLink(page: Page, link: Locator): Promise<string> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [partner] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await partner.waitForLoadState();
  const url = partner.url();
  expect(await partner.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({ opener: null, referrer: '' });
  await partner.close();
  return url;
}

test.describe('the course catalogue', () => {
  test('is the Autônomo home: search, filters, pages and clearing, with the URL as the state', async ({ page }) => {
    test.slow(); // a long journey, with several axe checks
    await loginAs(page, DEMO.selfEmployed);
    await expect(page).toHaveURL(LANDING.selfEmployed);
    await expect(page.getByRole('heading', { level: 1, name: 'Mais de 1.500 cursos online' })).toBeVisible();
    await expect(page.getByText('mais de 1.500 cursos on-line, de idiomas a ciência de dados')).toBeVisible();
    await expect(page.getByText('escolha entre', { exact: false })).toHaveCount(0);
    await expect(page.getByText('estará disponível aqui em breve')).toHaveCount(0);
    await expect(resultCount(page)).toHaveText(TOTAL);
    await expect(courseTitles(page)).toHaveCount(12);

    // Accents and case do not matter; whole words: 'INGLES' finds only titles with 'Inglês'.
    await searchFor(page, 'INGLES');
    await expect(page).toHaveURL(/[?&]q=INGLES(&|$)/);
    await expect(resultCount(page)).toHaveText('27 cursos encontrados');
    for (const title of await courseTitles(page).allTextContents()) expect(title).toMatch(/inglês/i);
    await searchFor(page, 'inglês para negócios');
    await expect(courseTitles(page).first()).toHaveText('Inglês para negócios');
    const business = card(page, 'Inglês para negócios');
    await expect(business).toContainText('Aprender idiomas');
    await expect(business).toContainText('Oferecido por Instituto Horizonte de Idiomas');
    await expect(business).toContainText('Reuniões, e-mails e apresentações em inglês');
    for (const fact of ['Nível', 'Intermediário', 'Duração', '18 horas', 'Idioma', 'Inglês']) await expect(business.locator('dl')).toContainText(fact);
    await expectNoAxeViolations(page);

    const form = search(page);
    await form.getByRole('searchbox', { name: 'Nome ou assunto' }).fill('');
    await form.getByLabel('Categoria').selectOption({ label: 'Ciência de dados' });
    await form.getByLabel('Idioma').selectOption({ label: 'Espanhol' });
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/categoria=ciencia-de-dados/);
    await expect(resultCount(page)).toHaveText('62 cursos encontrados');
    await expect(courseTitles(page).first()).toHaveText('R para ciencia de datos');
    await form.getByLabel('Nível').selectOption({ label: 'Iniciante' });
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(resultCount(page)).toHaveText('21 cursos encontrados');
    await expect(courseTitles(page).first()).toHaveText('Estadística para negocios');

    await page.getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(CATALOGUE);
    await expect(resultCount(page)).toHaveText(TOTAL);
    await expect(form.getByLabel('Categoria')).toHaveValue('');

    await form.getByLabel('Categoria').selectOption({ label: 'Habilidades de negócios' });
    await form.getByLabel('Duração').selectOption({ label: 'Até 10 horas' });
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(courseTitles(page).first()).toHaveText('Fluxo de caixa na prática');
    expect((await courseTitles(page).allTextContents()).slice(0, 4)).toEqual([
      'Fluxo de caixa na prática',
      'Vendas pelo WhatsApp e redes sociais',
      'Precificação de produtos e serviços',
      'Atendimento ao cliente e experiência de compra',
    ]);

    await searchFor(page, 'astronomia medieval');
    await expect(resultCount(page)).toHaveText('Nenhum curso encontrado');
    await expect(page.getByText('Nenhum curso corresponde à sua busca.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search finds word families: "finanças" shows "Gestão financeira para MEI"; its page, then enrolling from it', async ({ page }) => {
    await stubPartner(page.context());
    await loginAs(page, DEMO.selfEmployed);
    const form = search(page);
    await form.getByRole('searchbox', { name: 'Nome ou assunto' }).fill('finanças');
    await form.getByLabel('Categoria').selectOption({ label: 'Habilidades de negócios' });
    await form.getByLabel('Nível').selectOption({ label: 'Iniciante' });
    await form.getByLabel('Idioma').selectOption({ label: 'Português' });
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/q=finan%C3%A7as/);
    const mei = card(page, 'Gestão financeira para MEI');
    await expect(mei).toBeVisible();
    await mei.getByRole('link', { name: 'Gestão financeira para MEI' }).click();

    // The course's address carries the search it was found with, for its way back.
    await expect(page).toHaveURL(`${CATALOGUE}/curso/gestao-financeira-mei?q=finan%C3%A7as&categoria=negocios&nivel=iniciante&idioma=portugues`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão financeira para MEI' })).toBeVisible();
    await expect(page).toHaveTitle('Gestão financeira para MEI | Cursos online | Portal de Benefícios');
    await expect(page.getByRole('region', { name: 'Sobre o curso' })).toContainText('Separe as contas pessoais das do negócio');
    const syllabus = page.getByRole('region', { name: 'O que você vai aprender' }).getByRole('listitem');
    await expect(syllabus).toHaveCount(6);
    await expect(syllabus.first()).toHaveText('Finanças pessoais e do negócio: contas separadas');
    const facts = page.getByRole('region', { name: 'Informações do curso' });
    for (const fact of ['Nível', 'Iniciante', 'Idioma', 'Português', 'Duração', '12 horas', 'Certificado', 'Certificado de conclusão', 'Instituição', 'Escola Nacional do Empreendedor']) {
      await expect(facts.locator('dl')).toContainText(fact);
    }
    await expectNoAxeViolations(page);

    await facts.getByRole('button', { name: 'Inscrever-se no curso Gestão financeira para MEI' }).click();
    const dialog = page.getByRole('dialog', { name: DISCLAIMER_TITLE });
    await expect(dialog).toContainText('Curso escolhido: Gestão financeira para MEI');
    await dialog.getByRole('checkbox', { name: 'Li e concordo com o aviso do parceiro.' }).check();
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
    const success = page.getByRole('dialog', { name: 'Inscrição confirmada!' });
    await expect(success).toContainText('Inscrição feita em “Gestão financeira para MEI”.');
    await success.getByRole('button', { name: 'Voltar aos cursos' }).click();
    await expect(facts).toContainText('Inscrito');
    await expect(allowance(page)).toHaveText(`Você ainda pode se inscrever em 1 curso em ${YEAR}, de 2 por ano.`);
    await expectNoAxeViolations(page);
  });

  test("'Voltar aos cursos' from a course's page returns to the results it was found in, at its card", async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await searchFor(page, 'excel');
    await expect(page).toHaveURL(/\?q=excel(&|$)/);
    const first = courseTitles(page).first();
    const title = (await first.textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar aos cursos' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=excel#curso-`));
    await expect(search(page).getByRole('searchbox', { name: 'Nome ou assunto' })).toHaveValue('excel');
    await expect(resultCount(page)).not.toHaveText(TOTAL);
    await expect(card(page, title)).toBeInViewport();
    await expect(card(page, title).getByRole('link', { name: title })).toBeFocused();
  });

    test('an unknown course is the portal’s not-found page', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    const response = await page.goto(`${CATALOGUE}/curso/nao-existe`);
    expect(response?.status()).toBe(404);
  });

  test('pages through the results, keeping the filters', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, `${CATALOGUE}?idioma=portugues`);
    await expect(resultCount(page)).toHaveText('1.029 cursos encontrados');
    const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
    // Where the list stands is said under its heading, as on the job search.
    await expect(page.getByText('Página 1 de 86')).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
    const first = await courseTitles(page).allTextContents();
    await pages.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/idioma=portugues&pagina=2/);
    await expect(page.getByText('Página 2 de 86')).toBeVisible();
    await expect(courseTitles(page)).toHaveCount(12);
    expect(await courseTitles(page).allTextContents()).not.toEqual(first);
    await pages.getByRole('link', { name: 'Página 86' }).click();
    await expect(page).toHaveURL(/idioma=portugues&pagina=86/);
    await expect(courseTitles(page)).toHaveCount(9);
    await expect(pages.getByRole('link', { name: 'Próxima' })).toHaveCount(0);
  });

  test('the search form works without JavaScript (a plain GET of the page)', async ({ browser }) => {
    const base = portalUrl(test.info().parallelIndex);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
    const login = await context.request.post('/api/auth/login', { data: { document: DEMO.selfEmployed.cpf, password: DEMO.password }, headers: { origin: base } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(CATALOGUE);
    await search(page).getByRole('searchbox', { name: 'Nome ou assunto' }).fill('python');
    await search(page).getByLabel('Nível').selectOption({ label: 'Intermediário' });
    await search(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/q=python&categoria=&nivel=intermediario/);
    await expect(resultCount(page)).toHaveText('12 cursos encontrados');
    await expect(courseTitles(page).first()).toHaveText('Python para análise de dados');
    await context.close();
  });

  test('the yearly limit’s tooltip is in Portuguese and says what is left: focus, Escape, hover', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await expect(page.getByRole('heading', { level: 2, name: `Suas inscrições em ${YEAR}` })).toBeVisible();
    await expect(allowance(page)).toHaveText(`Você ainda pode se inscrever em 2 cursos em ${YEAR}, de 2 por ano.`);
    await expect(page.getByText('O limite vale para o ano-calendário no horário de Brasília')).toBeVisible();
    const trigger = page.getByRole('button', { name: 'Sobre o limite de inscrições' });
    const text = `Este serviço é limitado a até 2 cursos por ano. Inscreva-se! Restam 2 inscrições em ${YEAR}.`;
    await expect(trigger).toHaveAccessibleDescription(text);
    await expect(page.getByText('Este servicio es limitado', { exact: false })).toHaveCount(0);

    await trigger.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(text);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.blur();

    await trigger.hover();
    await expect(tooltip).toBeVisible();
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(tooltip).toBeHidden();
  });
});

test.describe('enrolling', () => {
  test('twice through the disclaimer (the box gates the button), to the partner and back; the third is refused', async ({ page, request }) => {
    test.slow(); // a long journey, with several axe checks
    await stubPartner(page.context());
    await loginAs(page, DEMO.selfEmployed);

    // First: the disclaimer, the box, the confirmation, the partner in a new tab, this tab at the survey address.
    const { dialog, box, confirm } = await openDisclaimer(page, 'Inglês para negócios');
    await expect(dialog).toContainText(`Ao confirmar, você usa 1 das 2 inscrições que restam em ${YEAR}.`);
    await expectNoAxeViolations(page);
    await box.check();
    await expect(confirm).toBeEnabled();
    await box.uncheck();
    await expect(confirm).toBeDisabled();
    await box.check();
    await confirm.click();
    const success = page.getByRole('dialog', { name: 'Inscrição confirmada!' });
    await expect(success).toContainText('Inscrição feita em “Inglês para negócios”.');
    await expect(success).toContainText(`Você ainda pode se inscrever em 1 curso em ${YEAR}, de 2 por ano.`);
    await expectNoAxeViolations(page);
    const partnerUrl = await followPartnerLink(page, success.getByRole('link', { name: 'Acessar no Coursera (abre em uma nova aba)' }));
    expect(partnerUrl).toBe(PROGRAM.selfEmployed);
    await expect(page).toHaveURL(`${CATALOGUE}?serviceName=coursera`);
    await expect(success).toBeHidden();
    await expect(allowance(page)).toHaveText(`Você ainda pode se inscrever em 1 curso em ${YEAR}, de 2 por ano.`);
    await expect(card(page, 'Inglês para negócios')).toContainText('Inscrito');
    await expect(card(page, 'Inglês para negócios').getByRole('link', { name: /Acessar no Coursera/ })).toHaveAttribute('href', PROGRAM.selfEmployed);

    // Second, found by a search; back to the courses from the confirmation.
    await page.goto(CATALOGUE);
    await searchFor(page, 'power bi');
    const second = await enrol(page, 'Power BI na prática');
    await expect(second).toContainText(`Você já usou as 2 inscrições de ${YEAR}.`);
    await second.getByRole('button', { name: 'Voltar aos cursos' }).click();
    await expect(second).toBeHidden();
    // The card's button is gone (it now links to the partner): focus lands on the card's title.
    await expect(card(page, 'Power BI na prática').getByRole('heading', { level: 3 })).toBeFocused();
    await expect(allowance(page)).toHaveText(`Você já usou as 2 inscrições de ${YEAR}.`);
    await expect(page.getByRole('link', { name: 'Meus cursos (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sobre o limite de inscrições' })).toHaveAccessibleDescription(
      `Este serviço é limitado a até 2 cursos por ano. Você já usou as inscrições de ${YEAR}.`,
    );

    // Third: the limit is said once, at the top; every 'Inscrever-se' shows it is unavailable, described by that message, and opens nothing.
    await searchFor(page, 'sql');
    const enrolButton = card(page, 'SQL para iniciantes').getByRole('button', { name: /^Inscrever-se/ });
    await expect(enrolButton).toHaveAttribute('aria-disabled', 'true');
    await expect(enrolButton).toHaveAccessibleDescription(`Você já usou as 2 inscrições de ${YEAR}.`);
    await expect(enrolButton).toHaveCSS('opacity', '0.5');
    for (const button of await page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('button', { name: /^Inscrever-se/ }).all()) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    // Pressed anyway (Playwright's click waits for an enabled button): nothing opens.
    await enrolButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: DISCLAIMER_TITLE })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const stored = (await readCourseEnrolments(request)).filter((e) => e.identification === '11144477735');
    expect(stored.map((e) => [e.courseId, e.program])).toEqual([
      ['power-bi', PROGRAM.selfEmployed],
      ['ingles-para-negocios', PROGRAM.selfEmployed],
    ]);

    // 'Meus cursos': the year's two, with today's date (Brazil time) and the way to the partner.
    await page.getByRole('link', { name: 'Meus cursos (2)' }).click();
    await expect(page).toHaveURL(MY_COURSES);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus cursos' })).toBeVisible();
    const list = page.getByRole('region', { name: `Seus cursos de ${YEAR}` });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Power BI na prática', 'Inglês para negócios']);
    await expect(list.getByText(`Inscrição em ${formatDate(Date.now())}`)).toHaveCount(2);
    await expect(list.getByRole('link', { name: /Acessar no Coursera/ }).first()).toHaveAttribute('href', PROGRAM.selfEmployed);
  });

  test('a page that still offered a place: the partner refuses the enrolment and the page catches up', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await expect(allowance(page)).toContainText('2 cursos');
    // Meanwhile, in another tab, the year's two enrolments are made.
    const base = portalUrl(test.info().parallelIndex);
    for (const courseId of ['fluxo-de-caixa', 'precificacao']) {
      const response = await page.request.post(`${base}/api/courses/enrolments`, { data: { courseId }, headers: { origin: base } });
      expect(response.status()).toBe(200);
    }
    const { box, confirm } = await openDisclaimer(page, 'Inglês para negócios');
    await box.check();
    await confirm.click();
    const refusal = page.getByRole('alertdialog', { name: 'Limite de cursos atingido' });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('dialog', { name: DISCLAIMER_TITLE })).toHaveCount(0);
    await refusal.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(allowance(page)).toHaveText(`Você já usou as 2 inscrições de ${YEAR}.`);
    await expect(page.getByRole('link', { name: 'Meus cursos (2)' })).toBeVisible();
  });

  test('a Protegido customer goes to the Parcelamento programme, never his own Protegido one', async ({ page, request }) => {
    await stubPartner(page.context());
    await loginAs(page, DEMO.installments, CATALOGUE);
    const success = await enrol(page, 'Inglês para iniciantes: primeiros passos');
    const link = success.getByRole('link', { name: 'Acessar no Coursera (abre em uma nova aba)' });
    await expect(link).toHaveAttribute('href', PROGRAM.installments);
    expect(await followPartnerLink(page, link)).toBe(PROGRAM.installments);
    const [stored] = await readCourseEnrolments(request);
    expect(stored).toMatchObject({ identification: '12345678909', courseId: 'ingles-para-iniciantes', program: PROGRAM.installments });
    expect(JSON.stringify(await page.content())).not.toContain(PROGRAM.protected);
  });

  test('the page catches up only after the confirmation is closed (Escape): focus still lands on the card’s title', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, CATALOGUE);
    // The refresh that follows the enrolment (the page's RSC request) is held until the confirmation is closed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CATALOGUE}**`, async (route) => {
      if (route.request().headers()['rsc']) await released;
      await route.continue();
    });
    const success = await enrol(page, 'Inglês para negócios');
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    await expect(card(page, 'Inglês para negócios').getByRole('button', { name: /^Inscrever-se/ })).toBeFocused();
    release();
    await expect(card(page, 'Inglês para negócios')).toContainText('Inscrito');
    await expect(card(page, 'Inglês para negócios').getByRole('heading', { level: 3 })).toBeFocused();
  });
});

test.describe('when things go wrong', () => {
  test('the catalogue cannot be loaded: an announced notice and a retry', async ({ page, request }) => {
    await setFault(request, { path: '/partnerManagement/searchCourses', status: 503 });
    await loginAs(page, DEMO.selfEmployed);
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os cursos' });
    await expect(alert).toContainText('O serviço de cursos não respondeu. Tente novamente em alguns instantes.');
    await clearFaults(request);
    await alert.getByRole('link', { name: 'Tentar de novo' }).click();
    await expect(resultCount(page)).toHaveText(TOTAL);
  });

  test('the disclaimer cannot be loaded: the connection error, then it works on the next try', async ({ page, request }) => {
    await loginAs(page, DEMO.selfEmployed);
    await setFault(request, { path: '/partnerManagement/getDisclaimer', status: 503, times: 1 });
    await card(page, 'Inglês para negócios').getByRole('button', { name: /^Inscrever-se/ }).click();
    const problem = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(problem).toBeVisible();
    await expectNoAxeViolations(page);
    await problem.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(page.getByRole('dialog', { name: DISCLAIMER_TITLE })).toHaveCount(0);
    await openDisclaimer(page, 'Inglês para negócios');
  });

  test('the enrolment fails in transit: the disclaimer stays open and ticked, and confirming again works', async ({ page, request }) => {
    await loginAs(page, DEMO.selfEmployed);
    const { dialog, box, confirm } = await openDisclaimer(page, 'Inglês para negócios');
    await box.check();
    await setFault(request, { path: '/partnerManagement/enrollCourse', status: 502, times: 1 });
    await confirm.click();
    const problem = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(dialog).toBeVisible();
    await expect(box).toBeChecked();
    await confirm.click();
    await expect(page.getByRole('dialog', { name: 'Inscrição confirmada!' })).toBeVisible();
  });

  test("'Meus cursos' without enrolments this year (last year's do not count), and Escape closes the disclaimer", async ({ page }) => {
    await loginAs(page, DEMO.employability, MY_COURSES);
    await expect(page.getByText(`Você ainda não se inscreveu em nenhum curso em ${YEAR}.`)).toBeVisible();
    await expect(page.getByText('Excel do básico ao avançado')).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver o catálogo de cursos' }).click();
    await expect(page).toHaveURL(CATALOGUE);
    await expect(allowance(page)).toHaveText(`Você ainda pode se inscrever em 2 cursos em ${YEAR}, de 2 por ano.`);
    const { dialog } = await openDisclaimer(page, 'Inglês para negócios');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Inglês para negócios').getByRole('button', { name: /^Inscrever-se/ })).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap shows the limit tooltip and a tap elsewhere hides it', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await page.getByRole('button', { name: 'Sobre o limite de inscrições' }).tap();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Este serviço é limitado a até 2 cursos por ano. Inscreva-se!');
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(tooltip).toBeHidden();
  });
});
