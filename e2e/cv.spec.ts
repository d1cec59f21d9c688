import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CvDocument } from '../lib/validation/cv';
import { DEMO, loginAs, loginPanel } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { clearFaults, readCv, resetSandbox, setFault } from './support/sandbox';

/** The CV builder: landing, sections, live preview, autosave, PDF. */

test.beforeEach(async ({ request }) => resetSandbox(request));

const SAVE_PATH = '/curriculum/saveCurriculum';
const GET_PATH = '/curriculum/getCurriculum';

const preview = (page: Page) => page.getByRole('region', { name: 'Prévia do currículo' }).getByRole('article');
const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do currículo' });
const entry = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Salvo às \d{2}:\d{2}$/ });

/** The CV the partner stores for Mariana, once it satisfies `check` (autosave is asynchronous). */
async function expectStored(page: Page, check: (cv: CvDocument) => unknown) {
  await expect
    .poll(
      async () => {
        const { curriculum } = await readCv(page.request, DEMO.employability.cpf);
        return curriculum ? Boolean(check(curriculum as CvDocument)) : false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The text of a downloaded PDF, whitespace collapsed, and its page count. */
async function pdfText(download: Download): Promise<{ text: string; pages: number }> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

async function openSection(page: Page, name: string) {
  await sectionNav(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}

async function fillMonth(field: Locator, digits: string, shown: string) {
  await field.fill(digits);
  await expect(field).toHaveValue(shown);
}

test.describe('CV builder', () => {
  test('builds a CV from scratch: personalize, personal data, one course, two jobs; the preview follows; a reload brings it all back; the PDF says it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await loginAs(page, DEMO.employability, '/auth/inicio-criar-curriculo');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie seu currículo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'O que você recebe' })).toBeVisible();
    await page.getByRole('link', { name: 'Criar meu currículo' }).click();
    await expect(page).toHaveURL(/\/auth\/curriculo$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Personalizar' })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: 'Personalizar' })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);

    // Font, colour and size: the preview changes at once.
    const cv = preview(page);
    await expect(cv).toContainText(DEMO.employability.names);
    const name = cv.getByText(DEMO.employability.names, { exact: true });
    const style = (locator: Locator) => locator.evaluate((el) => ({ family: getComputedStyle(el).fontFamily, size: parseFloat(getComputedStyle(el).fontSize), color: getComputedStyle(el).color }));
    const before = await style(cv);
    expect(before.family).toMatch(/^Arial/);
    await page.getByRole('radio', { name: 'Times' }).check();
    await expect.poll(async () => (await style(cv)).family).toMatch(/^"Times New Roman"/);
    await page.getByRole('radio', { name: 'Verde-petróleo' }).check();
    await expect.poll(async () => (await style(name)).color).toBe('rgb(11, 93, 80)');
    // The size as named sizes in points, by keyboard: from 'Médio' (the default 50,
    // 10 pt) the arrow key goes to 'Grande' (75 on the spec's 0–150 scale: 11 pt of body text).
    const size = page.getByRole('group', { name: 'Tamanho da fonte' });
    await expect(size.getByRole('radio')).toHaveCount(4);
    const medium = size.getByRole('radio', { name: 'Médio (padrão) · 10 pt' });
    await expect(medium).toBeChecked();
    await medium.focus();
    await page.keyboard.press('ArrowDown');
    await expect(size.getByRole('radio', { name: 'Grande · 11 pt' })).toBeChecked();
    await expect(size.getByRole('radio', { name: 'Grande · 11 pt' })).toBeFocused();
    await expect.poll(async () => (await style(cv)).size / before.size).toBeCloseTo(1.1, 2);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Próximo' }).click();
    await expect(page).toHaveURL(/\/auth\/curriculo\/dados-pessoais$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.employability.names);
    await page.getByRole('textbox', { name: 'Cargo ou área de interesse' }).fill('Analista de Marketing Digital');
    const phone = page.getByRole('textbox', { name: 'Celular' });
    await phone.fill('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.employability.email);
    await page.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
    await page.getByRole('textbox', { name: 'Resumo profissional' }).fill('Profissional de marketing com foco em resultados e comunicação clara.');
    await expect(cv).toContainText('Analista de Marketing Digital');
    await expect(cv).toContainText('(11) 98765-4321');
    await expect(cv).toContainText('São Paulo/SP');

    await openSection(page, 'Formação');
    await page.getByRole('button', { name: 'Adicionar formação' }).click();
    const course = entry(page, 'Formação 1');
    await expect(course.getByRole('textbox', { name: 'Instituição' })).toBeFocused();
    await course.getByRole('textbox', { name: 'Instituição' }).fill('Universidade de São Paulo');
    await course.getByRole('textbox', { name: 'Curso' }).fill('Comunicação Social');
    await course.getByRole('combobox', { name: 'Situação' }).selectOption('Em andamento');
    await fillMonth(course.getByRole('textbox', { name: 'Início' }), '022020', '02/2020');
    await course.getByRole('checkbox', { name: 'Até o presente momento' }).check();
    await expect(course.getByRole('textbox', { name: 'Conclusão' })).toBeDisabled();
    await expect(cv).toContainText('02/2020 – até o presente momento');

    await openSection(page, 'Experiência profissional');
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const job1 = entry(page, 'Experiência 1');
    await job1.getByRole('textbox', { name: 'Empresa' }).fill('Agência Criativa Ltda.');
    await job1.getByRole('textbox', { name: 'Cargo' }).fill('Analista de Marketing');
    await fillMonth(job1.getByRole('textbox', { name: 'Início' }), '032021', '03/2021');
    await job1.getByRole('checkbox', { name: /Trabalho aqui atualmente/ }).check();
    await job1.getByRole('textbox', { name: 'Atividades e resultados' }).fill('Campanhas de mídia paga com aumento de 40% nas vendas.\nGestão das redes sociais da agência.');
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const job2 = entry(page, 'Experiência 2');
    await expect(job2.getByRole('textbox', { name: 'Empresa' })).toBeFocused();
    await job2.getByRole('textbox', { name: 'Empresa' }).fill('Loja Bom Preço');
    await job2.getByRole('textbox', { name: 'Cargo' }).fill('Assistente de Vendas');
    await fillMonth(job2.getByRole('textbox', { name: 'Início' }), '012018', '01/2018');
    await fillMonth(job2.getByRole('textbox', { name: 'Saída' }), '022021', '02/2021');
    await expect(cv).toContainText('Analista de Marketing');
    await expect(cv).toContainText('03/2021 – até o presente momento');
    await expect(cv).toContainText('01/2018 – 02/2021');

    await openSection(page, 'Idiomas');
    await page.getByRole('button', { name: 'Adicionar idioma' }).click();
    await entry(page, 'Idioma 1').getByRole('combobox', { name: 'Idioma' }).fill('Inglês');
    await entry(page, 'Idioma 1').getByRole('combobox', { name: 'Nível' }).selectOption('Intermedio');
    await openSection(page, 'Habilidades');
    await page.getByRole('button', { name: 'Adicionar habilidade' }).click();
    await page.getByRole('textbox', { name: 'Habilidade 1' }).fill('Google Ads');
    await expect(cv).toContainText('Inglês – Intermediário');
    await expect(cv).toContainText('• Google Ads');
    await expectNoAxeViolations(page);

    // Saved at the partner, and said so.
    await expectStored(page, (stored) => stored.skills[0]?.name === 'Google Ads' && stored.experience.length === 2);
    await expect(savedStatus(page)).toBeVisible();

    // A reload brings everything back.
    await page.goto('/auth/curriculo/habilidades');
    await expect(page.getByRole('textbox', { name: 'Habilidade 1' })).toHaveValue('Google Ads');
    await openSection(page, 'Experiência profissional');
    await expect(entry(page, 'Experiência 1').getByRole('textbox', { name: 'Empresa' })).toHaveValue('Agência Criativa Ltda.');
    await expect(entry(page, 'Experiência 1').getByRole('checkbox', { name: /Trabalho aqui atualmente/ })).toBeChecked();
    await expect(entry(page, 'Experiência 2').getByRole('textbox', { name: 'Saída' })).toHaveValue('02/2021');
    await openSection(page, 'Formação');
    await expect(entry(page, 'Formação 1').getByRole('textbox', { name: 'Curso' })).toHaveValue('Comunicação Social');
    await openSection(page, 'Personalizar');
    await expect(page.getByRole('radio', { name: 'Times' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Verde-petróleo' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Grande · 11 pt' })).toBeChecked();
    await expect(preview(page)).toContainText('Analista de Marketing Digital');

    // The PDF: A4, made on the server, with the name, a job title and 'até o presente momento'.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('curriculo-mariana-souza-oliveira.pdf');
    const { text, pages } = await pdfText(download);
    expect(pages).toBe(1);
    for (const expected of ['Mariana Souza Oliveira', 'Analista de Marketing Digital', 'Analista de Marketing', 'Agência Criativa Ltda.', 'até o presente momento', 'Comunicação Social', 'Inglês – Intermediário', 'São Paulo/SP']) {
      expect(text).toContain(expected);
    }
    await expect(page.getByText('Pronto! O PDF do seu currículo foi baixado.')).toBeVisible();
    const finish = page.getByRole('link', { name: 'Concluir' });
    await expect(finish).toHaveAttribute('href', '/auth/curriculo?serviceName=curr');
    await finish.click();
    await expect(page).toHaveURL(/\/auth\/curriculo\?serviceName=curr$/);
  });

  test("the landing offers 'Continuar meu currículo' once a CV is saved", async ({ page, request }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await page.getByRole('textbox', { name: 'Cargo ou área de interesse' }).fill('Recepcionista');
    await expectStored(page, (stored) => stored.personal.headline === 'Recepcionista');
    await page.goto('/auth/inicio-criar-curriculo');
    await expect(page.getByRole('link', { name: 'Continuar meu currículo' })).toHaveAttribute('href', '/auth/curriculo');
    await expect(page.getByText(/^Última alteração em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/)).toBeVisible();
    expect((await readCv(request, DEMO.employability.cpf)).revision).toBeGreaterThan(0);
  });

  test('a failed save says so, keeps the text and retries; nothing is lost', async ({ page, request }) => {
    test.slow(); // it waits through the retry pauses of 2, 4 and 8 s
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await setFault(request, { path: SAVE_PATH, status: 503 });
    const headline = page.getByRole('textbox', { name: 'Cargo ou área de interesse' });
    await headline.fill('Auxiliar Administrativo');
    await expect(page.getByRole('status').filter({ hasText: /^Não foi possível salvar\. O que você digitou continua aqui; tentaremos de novo em 2 s\.$/ })).toBeVisible();
    await expect(headline).toHaveValue('Auxiliar Administrativo');
    // It keeps trying while the partner is down, and the text stays. Checked before the axe scan: the
    // '4 s' notice shows only for the 4 s between the second and third tries, less than a scan can take on a busy VM.
    await expect(page.getByRole('status').filter({ hasText: 'tentaremos de novo em 4 s' })).toBeVisible({ timeout: 10_000 });
    await expect(headline).toHaveValue('Auxiliar Administrativo');
    await expectNoAxeViolations(page);
    // 'Tentar agora' is tried in a long pause (16 s or 30 s), so that an automatic retry cannot save
    // first once the partner is back (the button goes when a try starts).
    await expect(page.getByRole('status').filter({ hasText: /tentaremos de novo em (16|30) s/ })).toBeVisible({ timeout: 40_000 });
    await clearFaults(request);
    await page.getByRole('button', { name: 'Tentar agora' }).click();
    await expect(savedStatus(page)).toBeVisible();
    await expectStored(page, (stored) => stored.personal.headline === 'Auxiliar Administrativo');
  });

  test('a session that ends while writing keeps the changes in the tab; after logging in again they are saved', async ({ page, context }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await context.clearCookies();
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Campinas');
    const expired = page.getByRole('alertdialog', { name: 'Sessão expirada' });
    await expect(expired).toContainText('Suas alterações ficaram guardadas neste navegador');
    await expectNoAxeViolations(page);
    await expired.getByRole('button', { name: 'Acessar minha conta' }).click();
    // The home page with the login panel open (HOME_WITH_LOGIN_PANEL), without a 'leave the page?' prompt.
    await expect(loginPanel(page)).toBeVisible();

    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await expect(page.getByText('Recuperamos alterações que ainda não tinham sido salvas. Elas serão salvas agora.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Campinas');
    await expectStored(page, (stored) => stored.personal.city === 'Campinas');
  });

  test('a CV saved in another tab meanwhile: the customer chooses which version stays', async ({ page, context }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    const other = await context.newPage();
    await other.goto('/auth/curriculo/dados-pessoais');
    await other.getByRole('textbox', { name: 'Cidade' }).fill('Recife');
    await expectStored(page, (stored) => stored.personal.city === 'Recife');
    await other.close();

    await page.getByRole('textbox', { name: 'Cidade' }).fill('Salvador');
    const conflict = page.getByRole('alertdialog', { name: 'Currículo alterado em outro lugar' });
    await expect(conflict).toBeVisible();
    await expectNoAxeViolations(page);
    await conflict.getByRole('button', { name: 'Manter esta versão' }).click();
    await expect(conflict).toBeHidden();
    await expectStored(page, (stored) => stored.personal.city === 'Salvador');
  });

  test("the PDF needs a complete CV: 'Complete seu currículo' lists what is missing and leads to each field", async ({ page }) => {
    // The profile fills e-mail and phone on a first visit: emptied here, they are what is missing.
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    // Emptied once the form is interactive (hydration would put the server's values back).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Celular' }).fill('');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('');
    await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    // (The font size is chosen among named sizes: it cannot be typed out of range.)
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Complete seu currículo' });
    await expect(dialog).toContainText('Para baixar o PDF, falta corrigir 2 campos:');
    await expect(dialog.getByRole('button', { name: 'Celular: Você deve preencher o campo' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'E-mail: Você deve preencher o campo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Celular: Você deve preencher o campo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/curriculo\/dados-pessoais$/);
    await expect(page.getByRole('textbox', { name: 'Celular' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Você deve preencher o campo' }).first()).toBeVisible();
  });

  test("a section's code comes when it opens: if it cannot, it says so with a way to try again; a field asked for from another section gets the focus once it is there", async ({ page }) => {
    // The step of 'Dados pessoais' is its own script (registered under its export's name): held back, then refused.
    const PERSONAL_STEP = /"PersonalStep",\s*0,/;
    let step: 'refuse' | 'slow' | 'serve' = 'refuse';
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (PERSONAL_STEP.test(body) && step === 'refuse') return route.abort();
      if (PERSONAL_STEP.test(body) && step === 'slow') await new Promise((done) => setTimeout(done, 1_000));
      return route.fulfill({ response, body });
    });
    await loginAs(page, DEMO.employability, '/auth/curriculo');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The page brought only the step it opened on.
    await openSection(page, 'Dados pessoais');
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta seção.' })).toBeVisible();
    await expectNoAxeViolations(page);
    step = 'slow';
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();

    // A new page load, on another section, without the step's code: 'Complete seu currículo' leads to its field.
    await page.getByRole('textbox', { name: 'Celular' }).fill('');
    await expectStored(page, (stored) => stored.personal.phone === '');
    await page.goto('/auth/curriculo/personalize');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Complete seu currículo' });
    await dialog.getByRole('button', { name: 'Celular: Você deve preencher o campo' }).click();
    await expect(page).toHaveURL(/\/auth\/curriculo\/dados-pessoais$/);
    await expect(page.getByRole('textbox', { name: 'Celular' })).toBeFocused();
  });

  test('the saved CV cannot be read: an error with a way to try again, and no empty form to overwrite it', async ({ page, request }) => {
    await setFault(request, { path: GET_PATH, status: 503 });
    await loginAs(page, DEMO.employability, '/auth/curriculo');
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível abrir seu currículo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Personalizar' })).toHaveCount(0);
    await clearFaults(request);
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Personalizar' })).toBeVisible();
  });

  test("the page carries only the texts of the section it opens on; another section's arrive after it, and when they cannot, it says so with a way to try again", async ({ page }) => {
    // The texts are read at API.cvTexts with their digest (lib/cv/later-texts.ts).
    const LATER_TEXTS = /\/api\/cv\/texts\?v=/;
    await page.route(LATER_TEXTS, (route) => route.abort());
    await loginAs(page, DEMO.employability, '/auth/curriculo');
    await expect(page.getByRole('group', { name: 'Modelo' })).toBeVisible();
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Tamanho da fonte');
    expect(html).not.toContain('Adicionar experiência');
    await sectionNav(page).getByRole('link', { name: 'Experiência profissional' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Experiência profissional' })).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta seção.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(LATER_TEXTS);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: 'Adicionar experiência' })).toBeVisible();
    await expect(page.getByText('Comece pela mais recente.', { exact: false })).toBeVisible();
    // The section the page opened on keeps its texts.
    await sectionNav(page).getByRole('link', { name: 'Personalizar' }).click();
    await expect(page.getByRole('group', { name: 'Modelo' })).toBeVisible();
  });

  test('a customer without the service sees the not-in-your-benefits page, and its calls are refused', async ({ page }) => {
    for (const path of ['/auth/inicio-criar-curriculo', '/auth/curriculo/education']) {
      await loginAs(page, DEMO.selfEmployed, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Crie seu currículo');
    }
    const origin = new URL(page.url()).origin;
    const answer = await page.request.get(`${origin}/api/cv`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'SERVICE_NOT_INCLUDED' });
  });
});

test.describe('CV builder: prefilled, JSON Resume, no nagging', () => {
  const FIXTURES = path.join(__dirname, '..', 'testing', 'fixtures', 'json-resume');
  const REQUIRED = 'Você deve preencher o campo';

  test('a first visit finds name, e-mail and phone from the profile, says so, and a saved CV is never overwritten by it', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await expect(page.getByText('Preenchemos nome, e-mail e celular com os dados do seu perfil.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.employability.names);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.employability.email);
    await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-4321');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mariana.trabalho@exemplo.com.br');
    await expectStored(page, (stored) => stored.personal.email === 'mariana.trabalho@exemplo.com.br');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mariana.trabalho@exemplo.com.br');
    await expect(page.getByText('com os dados do seu perfil', { exact: false })).toBeHidden();
  });

  test("'Baixar em JSON' downloads the CV on screen as JSON Resume", async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await page.getByRole('textbox', { name: 'Cargo ou área de interesse' }).fill('Analista de Marketing Digital');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar em JSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('curriculo-mariana-souza-oliveira.json');
    const resume = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(resume.basics).toMatchObject({ name: DEMO.employability.names, email: DEMO.employability.email, phone: '(11) 98765-4321', label: 'Analista de Marketing Digital' });
    expect(resume.meta.version).toBe('v1.0.0');
  });

  test("'Importar JSON': the file's summary in a dialog (axe), nothing changes before 'Substituir', then the fields show it and it is saved", async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar JSON' }).click();
    await (await choosing).setFiles(path.join(FIXTURES, 'full.json'));
    const dialog = page.getByRole('dialog', { name: 'Substituir pelo currículo do arquivo?' });
    await expect(dialog).toContainText('O arquivo full.json tem:');
    await expect(dialog.getByRole('listitem')).toHaveText(['Nome: Richard Hendriks', '2 experiências', '1 formação', '1 idioma', '2 habilidades']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.employability.names);

    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar JSON' }).click();
    await (await again).setFiles(path.join(FIXTURES, 'full.json'));
    await dialog.getByRole('button', { name: 'Substituir' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Currículo importado do arquivo. Confira cada seção.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Richard Hendriks');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('richard.hendriks@mail.com');
    await expect(preview(page)).toContainText('Pied Piper');
    await openSection(page, 'Experiência profissional');
    await expect(entry(page, 'Experiência 1').getByRole('textbox', { name: 'Empresa' })).toHaveValue('Pied Piper');
    await expect(entry(page, 'Experiência 2').getByRole('textbox', { name: 'Início' })).toHaveValue('01/2012');
    await expectStored(page, (stored) => stored.personal.names === 'Richard Hendriks' && stored.experience.length === 2);
  });

  test('a file that is not JSON, or not JSON Resume, gets a pt-BR error and changes nothing', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    const choose = async (name: string, content: string) => {
      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Importar JSON' }).click();
      await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
    };
    await choose('curriculo.json', 'Nome: Ana\nExperiência: Padaria');
    const alert = page.getByRole('alertdialog', { name: 'Não foi possível importar o arquivo' });
    await expect(alert).toContainText('Este arquivo não é JSON. Escolha um arquivo .json no formato JSON Resume.');
    await expect(alert).toContainText(/Código do atendimento/);
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    await choose('outro.json', JSON.stringify({ basics: { name: 'Ana' }, work: [{ name: 'Padaria', startDate: '03/2020' }] }));
    await expect(alert).toContainText('Este arquivo não está no formato JSON Resume (jsonresume.org).');
    await expect(alert).toContainText('work.0.startDate: Use uma data como 2020, 2020-03 ou 2020-03-15.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(DEMO.employability.names);
  });

  test('a new, empty experience is not red before the customer leaves a field', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/work-experience');
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const job = entry(page, 'Experiência 1');
    await expect(job.getByRole('textbox', { name: 'Empresa' })).toBeFocused();
    // The list is validated when it changes: give it the time to (wrongly) show something.
    await page.waitForTimeout(500);
    await expect(job.getByText(REQUIRED)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(job.getByText(REQUIRED)).toHaveCount(1);
    await expect(job.getByRole('textbox', { name: 'Empresa' })).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('CV builder: templates', () => {
  const TEMPLATES = [
    { name: 'Clássico', modelo: 'classico', heading: 'Resumo profissional' },
    { name: 'Moderno', modelo: 'moderno', heading: 'Resumo profissional' },
    { name: 'Compacto', modelo: 'compacto', heading: 'RESUMO PROFISSIONAL' },
  ] as const;
  const SUMMARY = 'Profissional de marketing com foco em resultados e comunicação clara.';
  /** The header's background colour: the accent on the band of 'Moderno', none otherwise. */
  const headerBackground = (page: Page) => preview(page).locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

  test("'Modelo' is chosen by keyboard, each with its description; the preview follows; each PDF has selectable text with the name", async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    await page.getByRole('textbox', { name: 'Resumo profissional' }).fill(SUMMARY);
    await openSection(page, 'Personalizar');

    const group = page.getByRole('group', { name: 'Modelo' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    const classic = group.getByRole('radio', { name: 'Clássico' });
    await expect(classic).toBeChecked();
    await expect(classic).toHaveAccessibleDescription('Nome sobre uma linha na cor escolhida e as seções uma abaixo da outra.');
    await expect(group.getByRole('radio', { name: 'Moderno' })).toHaveAccessibleDescription(/faixa colorida/);
    await expect(group.getByRole('radio', { name: 'Compacto' })).toHaveAccessibleDescription(/cabe mais em cada página/);
    await expect(preview(page)).toHaveAttribute('data-modelo', 'classico');
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(page);

    // Tab reaches the group (its chosen radio), the arrows choose.
    await page.getByRole('heading', { level: 2, name: 'Personalizar' }).focus();
    for (let i = 0; i < 10 && !(await classic.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(classic).toBeFocused();
    for (const [index, template] of TEMPLATES.entries()) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      const radio = group.getByRole('radio', { name: template.name });
      await expect(radio).toBeChecked();
      await expect(radio).toBeFocused();
      await expect(preview(page)).toHaveAttribute('data-modelo', template.modelo);
      if (template.modelo === 'moderno') {
        // Roxo, the default colour, behind white text.
        await expect.poll(() => headerBackground(page)).toBe('rgb(91, 45, 144)');
        await expect(preview(page).getByText(DEMO.employability.names, { exact: true })).toHaveCSS('color', 'rgb(255, 255, 255)');
      } else {
        await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      }
      await expect(preview(page).getByRole('heading', { level: 3, name: 'Resumo profissional' })).toHaveCSS('text-transform', template.modelo === 'compacto' ? 'uppercase' : 'none');
      await expectNoAxeViolations(page);

      await expectStored(page, (stored) => stored.personalize.modelo === template.modelo);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar PDF' }).click();
      const { text } = await pdfText(await downloading);
      expect(text).toContain(DEMO.employability.names);
      expect(text).toContain(template.heading);
      expect(text).toContain(SUMMARY);
      // Back to the radio for the next arrow.
      await radio.focus();
    }

    // The choice is kept: a reload shows 'Compacto'.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Modelo' }).getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await expect(preview(page)).toHaveAttribute('data-modelo', 'compacto');
  });
});

test.describe('CV builder on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the preview comes below the form; printing shows only the CV', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
    const form = page.getByRole('form', { name: 'Dados pessoais' });
    const paper = preview(page);
    const [formBox, previewBox] = [await form.boundingBox(), await paper.boundingBox()];
    expect(previewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height);
    await page.getByRole('link', { name: 'Ir para a prévia' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Prévia' })).toBeInViewport();

    await page.emulateMedia({ media: 'print' });
    await expect(paper).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Prévia' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test("'Modelo' fits the phone: the three choices are whole and tappable, and the preview follows", async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/curriculo');
    const group = page.getByRole('group', { name: 'Modelo' });
    const width = page.viewportSize()!.width;
    for (const name of ['Clássico', 'Moderno', 'Compacto']) {
      const card = group.locator('label').filter({ has: page.getByRole('radio', { name }) });
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await group.getByText('Moderno', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'Moderno' })).toBeChecked();
    await expect(preview(page)).toHaveAttribute('data-modelo', 'moderno');
    await expectNoAxeViolations(page);
  });
});

test.describe('CV builder by keyboard only', () => {
  /** Presses Tab until `target` has the focus (or fails): it can be reached without a mouse. */
  async function tabTo(page: Page, target: Locator, { max = 80, reverse = false } = {}) {
    for (let i = 0; i < max; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
    }
    await expect(target).toBeFocused();
  }

  test('personalize, fill, add, reorder, remove and undo entries, and download, all from the keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, DEMO.employability, '/auth/curriculo');
    const keyboard = page.keyboard;

    // Radio groups move with the arrows.
    await tabTo(page, page.getByRole('radio', { name: 'Arial' }));
    await keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Helvetica' })).toBeChecked();
    await tabTo(page, page.getByRole('radio', { name: 'Roxo' }));
    await keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Azul-marinho' })).toBeChecked();
    await expect(preview(page)).toHaveAttribute('data-color', 'azul');
    await tabTo(page, page.getByRole('link', { name: 'Próximo' }));
    await keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeFocused();

    await tabTo(page, page.getByRole('textbox', { name: 'Celular' }));
    await keyboard.type('21998765432');
    await keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await keyboard.type('mariana@exemplo.com.br');

    // To the experience section through the section links.
    await tabTo(page, sectionNav(page).getByRole('link', { name: 'Experiência profissional' }), { reverse: true });
    await keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Experiência profissional' })).toBeFocused();
    for (const [company, role, start] of [
      ['Padaria Central', 'Atendente', '052019'],
      ['Mercado Bom Dia', 'Caixa', '062016'],
    ]) {
      await tabTo(page, page.getByRole('button', { name: 'Adicionar experiência' }));
      await keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Empresa' }).last()).toBeFocused();
      await keyboard.type(company!);
      await keyboard.press('Tab');
      await keyboard.type(role!);
      await keyboard.press('Tab');
      await keyboard.type(start!);
      await keyboard.press('Tab');
      await keyboard.type('122022');
    }
    // Move the second job up: the focus stays on it, the move is announced.
    const up = page.getByRole('button', { name: 'Mover para cima: Caixa – Mercado Bom Dia' });
    await tabTo(page, up);
    await keyboard.press('Enter');
    await expect(entry(page, 'Experiência 1')).toContainText('Caixa – Mercado Bom Dia');
    await expect(page.getByRole('button', { name: 'Mover para baixo: Caixa – Mercado Bom Dia' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Caixa – Mercado Bom Dia: agora na posição 1 de 2.' })).toBeAttached();
    // Remove it, then undo: 'Desfazer' gets the focus, then the restored entry's first field.
    await tabTo(page, page.getByRole('button', { name: 'Remover: Caixa – Mercado Bom Dia' }));
    await keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /Mercado Bom Dia/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Desfazer' })).toBeFocused();
    await keyboard.press('Enter');
    await expect(entry(page, 'Experiência 1')).toContainText('Caixa – Mercado Bom Dia');
    await expect(entry(page, 'Experiência 1').getByRole('textbox', { name: 'Empresa' })).toBeFocused();
    await expectNoAxeViolations(page);

    // The PDF, by keyboard.
    const downloading = page.waitForEvent('download');
    const download = page.getByRole('button', { name: 'Baixar PDF' });
    await tabTo(page, download);
    await keyboard.press('Enter');
    const { text } = await pdfText(await downloading);
    // The focus stays on the button (it never drops to <body>), and the download is announced.
    await expect(page.getByRole('status').filter({ hasText: 'Pronto! O PDF do seu currículo foi baixado.' })).toBeVisible();
    await expect(download).toBeFocused();
    await expectNoAxeViolations(page);
    expect(text).toContain('Caixa');
    expect(text).toContain('Padaria Central');
    expect(text.indexOf('Mercado Bom Dia')).toBeLessThan(text.indexOf('Padaria Central'));
  });
});
