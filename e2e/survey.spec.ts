import type { Locator, Page } from '@playwright/test';
import { DEMO, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { readSurveys, resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

/** The salary comparator, where Mariana (Empregabilidade) finishes and is asked about it. */
const SALARY_SURVEY = '/auth/comparador-salarial-v2?serviceName=consultar';
const Q1 = 'De 0 a 10, quanto você recomendaria o serviço "Comparador salarial" a um amigo ou colega?';
const Q2 = 'De 0 a 10, como você avalia a sua experiência no Portal de Benefícios?';
/** The comment questions of each score band (0-6, 7-8, 9-10), after score 1 and after score 2 (sandbox/content/survey.ts). */
const COMMENT_1 = ['Que pena! O que podemos melhorar neste serviço?', 'O que faltou para você dar uma nota maior?', 'Que ótimo! O que você mais gostou neste serviço?'];
const COMMENT_2 = ['Sentimos muito. O que dificultou a sua experiência no portal?', 'O que tornaria o portal ainda melhor para você?', 'Obrigado! O que mais ajudou você no portal?'];

const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Pesquisa de satisfação' });

/** Waits for the survey to open and checks it with axe. */
async function expectSurvey(page: Page): Promise<Locator> {
  const dialog = surveyDialog(page);
  await expect(dialog.getByRole('group', { name: Q1 })).toBeVisible();
  await expectNoAxeViolations(page);
  return dialog;
}

async function chooseScore(dialog: Locator, question: string, score: number) {
  await dialog.getByRole('group', { name: question }).getByText(String(score), { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: String(score), exact: true })).toBeChecked();
}

const press = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true }).click();

/** Gives the page time to ask the BFF and load the dialog, then checks that no survey opened. */
async function expectNoSurvey(page: Page, surveyRequest: Promise<unknown>) {
  await surveyRequest;
  await page.waitForLoadState('networkidle');
  await expect(surveyDialog(page)).toHaveCount(0);
}

/**
 * Whether a script the page loaded holds the survey dialog's code (its 'Pular' button's
 * data-control): the dialog is loaded on demand, only when a survey is to be shown.
 */
async function dialogCodeLoaded(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js')));
  for (const url of scripts) if ((await (await page.request.get(url)).text()).includes('survey-skip')) return true;
  return false;
}

const surveyChecked = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/survey?') && response.request().method() === 'GET');

test.describe('satisfaction survey', () => {
  // Long flows with axe on every state of the dialog.
  test.slow();

  test('score 9-10 asks the third comment; the 1,500 limit; a blank comment reaches the insurer as a single space', async ({ page, request }) => {
    await loginAs(page, DEMO.employability, SALARY_SURVEY);
    const dialog = await expectSurvey(page);
    expect(await dialogCodeLoaded(page)).toBe(true);
    await expect(dialog).toHaveAccessibleDescription('Sua opinião nos ajuda a melhorar os seus benefícios. Leva menos de um minuto.');
    await expect(dialog.getByText('Etapa 1 de 4')).toBeVisible();

    // Próxima without a score: the error is announced.
    await press(dialog, 'Próxima');
    await expect(dialog.getByRole('alert')).toHaveText('Escolha uma nota de 0 a 10.');
    await expectNoAxeViolations(page);

    await chooseScore(dialog, Q1, 10);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await press(dialog, 'Próxima');
    const comment = dialog.getByRole('textbox', { name: COMMENT_1[2] });
    await expect(comment).toBeFocused();
    await expect(dialog.getByText('0 de 1.500 caracteres')).toBeVisible();
    await comment.fill('a'.repeat(1600));
    await expect(comment).toHaveValue('a'.repeat(1500));
    await expect(dialog.getByText('1.500 de 1.500 caracteres')).toBeVisible();
    await expectNoAxeViolations(page);

    await press(dialog, 'Próxima');
    await expect(dialog.getByText('Etapa 3 de 4')).toBeVisible();
    await chooseScore(dialog, Q2, 9);
    await press(dialog, 'Próxima');
    const lastComment = dialog.getByRole('textbox', { name: COMMENT_2[2] });
    await expect(lastComment).toBeFocused();
    await lastComment.fill('   ');
    expect(await readSurveys(request)).toEqual([]);
    await press(dialog, 'Enviar');

    await expect(dialog.getByRole('status')).toContainText('Obrigado pela sua avaliação!');
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeFocused();
    await expectNoAxeViolations(page);
    const [stored] = await readSurveys(request);
    expect(stored).toMatchObject({
      identification: '52998224725',
      service: 'consultar',
      skipped: false,
      testAnswers: [
        { schedulingId: -1, questionSurveyId: 1, score: 10, observation: 'a'.repeat(1500) },
        { schedulingId: -1, questionSurveyId: 2, score: 9, observation: ' ' },
      ],
    });

    await press(dialog, 'Concluir');
    await expect(dialog).toHaveCount(0);
    // Answered: the insurer no longer asks, even on a new visit of the same address.
    const asked = surveyChecked(page);
    await page.reload();
    await expectNoSurvey(page, asked);
    expect(await readSurveys(request)).toHaveLength(1);
  });

  test('each score band asks its own comment question (0-6 first, 7-8 second, 9-10 third), by keyboard', async ({ page, request }) => {
    await loginAs(page, DEMO.employability, SALARY_SURVEY);
    const dialog = await expectSurvey(page);
    const zero = dialog.getByRole('radio', { name: '0', exact: true });
    await expect(zero).toBeFocused();

    // The arrow keys move through the native radio group and choose; Enter goes on.
    const cases: [number, string][] = [
      [0, COMMENT_1[0]!],
      [6, COMMENT_1[0]!],
      [7, COMMENT_1[1]!],
      [8, COMMENT_1[1]!],
      [9, COMMENT_1[2]!],
    ];
    await page.keyboard.press('Space');
    let current = 0;
    for (const [score, question] of cases) {
      for (; current < score; current += 1) await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: String(score), exact: true })).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('textbox', { name: question })).toBeFocused();
      await expectNoAxeViolations(page);
      await press(dialog, 'Voltar');
      await expect(dialog.getByRole('radio', { name: String(score), exact: true })).toBeFocused();
    }

    // Score 7 after all: the second question, answered and sent with the second score's band.
    for (; current > 7; current -= 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: COMMENT_1[1] }).fill('Mais cargos na comparação.');
    await press(dialog, 'Próxima');
    await chooseScore(dialog, Q2, 4);
    await press(dialog, 'Próxima');
    await dialog.getByRole('textbox', { name: COMMENT_2[0] }).fill('A busca demorou.');

    // Focus stays inside the survey.
    for (let tab = 0; tab < 8; tab += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await press(dialog, 'Enviar');
    await expect(dialog.getByRole('status')).toContainText('Obrigado pela sua avaliação!');
    expect((await readSurveys(request))[0]?.testAnswers).toEqual([
      { schedulingId: -1, questionSurveyId: 1, score: 7, observation: 'Mais cargos na comparação.' },
      { schedulingId: -1, questionSurveyId: 2, score: 4, observation: 'A busca demorou.' },
    ]);
  });

  test("'Pular' sends the skip, stores surveySkipped=1, and no survey opens again in this browser", async ({ page, request }) => {
    await loginAs(page, DEMO.selfEmployed, '/auth/inicio-fazer-cursos?serviceName=coursera');
    const dialog = surveyDialog(page);
    await expect(dialog.getByRole('group', { name: 'De 0 a 10, quanto você recomendaria o serviço "Cursos online" a um amigo ou colega?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await press(dialog, 'Pular');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('surveySkipped'))).toBe('1');
    expect(await readSurveys(request)).toEqual([expect.objectContaining({ identification: '11144477735', service: 'coursera', skipped: true, testAnswers: [] })]);

    // Another service's survey is not asked for either: surveySkipped hides every survey (README).
    const requests: string[] = [];
    page.on('request', (sent) => void (sent.url().includes('/api/survey') && requests.push(sent.url())));
    await page.goto('/auth/itt/logo?serviceName=logo');
    await page.waitForLoadState('networkidle');
    await expect(surveyDialog(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('Escape closes it for this visit only: nothing sent or stored, and the same address asks again', async ({ page, request }) => {
    await loginAs(page, DEMO.employability, SALARY_SURVEY);
    const dialog = await expectSurvey(page);
    await chooseScore(dialog, Q1, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('surveySkipped'))).toBeNull();
    expect(await readSurveys(request)).toEqual([]);

    await page.reload();
    const again = await expectSurvey(page);
    // A new visit starts afresh.
    await expect(again.getByRole('radio', { name: '5', exact: true })).not.toBeChecked();
    await again.getByRole('button', { name: 'Fechar' }).click();
    await expect(again).toHaveCount(0);
    expect(await readSurveys(request)).toEqual([]);
  });

  test('a failed send keeps the answers and offers to try again; they are stored once', async ({ page, request }) => {
    await loginAs(page, DEMO.employability, SALARY_SURVEY);
    const dialog = await expectSurvey(page);
    await chooseScore(dialog, Q1, 8);
    await press(dialog, 'Próxima');
    await dialog.getByRole('textbox', { name: COMMENT_1[1] }).fill('Faltaram cargos de tecnologia.');
    await press(dialog, 'Próxima');
    await chooseScore(dialog, Q2, 10);
    await press(dialog, 'Próxima');
    const lastComment = dialog.getByRole('textbox', { name: COMMENT_2[2] });
    await lastComment.fill('Tudo muito claro.');

    await setFault(request, { path: '/primary/saveAnswerSurvey', status: 503, times: 1 });
    await press(dialog, 'Enviar');
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toBeVisible();
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(error).toHaveCount(0);

    await expect(dialog.getByRole('alert')).toHaveText('Não foi possível enviar sua avaliação. Suas respostas foram mantidas: tente novamente.');
    await expect(lastComment).toHaveValue('Tudo muito claro.');
    await expectNoAxeViolations(page);
    // Everything chosen and typed is still there.
    await press(dialog, 'Voltar');
    await expect(dialog.getByRole('radio', { name: '10', exact: true })).toBeChecked();
    await press(dialog, 'Voltar');
    await expect(dialog.getByRole('textbox', { name: COMMENT_1[1] })).toHaveValue('Faltaram cargos de tecnologia.');
    await press(dialog, 'Próxima');
    await press(dialog, 'Próxima');
    expect(await readSurveys(request)).toEqual([]);

    await press(dialog, 'Tentar novamente');
    await expect(dialog.getByRole('status')).toContainText('Obrigado pela sua avaliação!');
    expect(await readSurveys(request)).toEqual([
      expect.objectContaining({
        service: 'consultar',
        testAnswers: [
          { schedulingId: -1, questionSurveyId: 1, score: 8, observation: 'Faltaram cargos de tecnologia.' },
          { schedulingId: -1, questionSurveyId: 2, score: 10, observation: 'Tudo muito claro.' },
        ],
      }),
    ]);
  });

  test('no survey (nor its code) without serviceName, for an unknown key, or for a service the customer does not hold', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (sent) => void (sent.url().includes('/api/survey') && requests.push(new URL(sent.url()).search)));
    await loginAs(page, DEMO.employability, '/auth/comparador-salarial-v2');
    await page.waitForLoadState('networkidle');
    expect(await dialogCodeLoaded(page)).toBe(false);
    await page.goto('/auth/comparador-salarial-v2?serviceName=inexistente');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await dialogCodeLoaded(page)).toBe(false);

    const asked = surveyChecked(page);
    await page.goto('/auth/comparador-salarial-v2?serviceName=logo');
    await expectNoSurvey(page, asked);
    expect(requests).toEqual(['?service=logo']);
  });
});
