import type { Page } from '@playwright/test';
import { DEMO, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

/** The searches read Portuguese as people type it: feminine and plural job titles, typos in a course's name. */

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const JOB_SEARCH = '/auth/ofertas-emprego/procurar';
const COURSES = '/auth/inicio-fazer-cursos';

const jobResultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /vagas? encontradas?$|^Nenhuma vaga encontrada$/ });
const offerTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test('the job search finds the vacancies of a feminine or plural title, and keeps the words typed', async ({ page }) => {
  await loginAs(page, DEMO.employability, JOB_SEARCH);
  const keyword = page.getByRole('search', { name: 'Filtrar vagas' }).getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' });
  for (const [typed, title] of [
    ['vendedora', 'Vendedor'],
    ['enfermeiras', 'Enfermeiro'],
  ] as const) {
    await keyword.fill(typed);
    await keyword.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${typed}(&|$)`));
    await expect(jobResultsHeading(page)).toHaveText(/^\d+ vagas? encontradas?$/);
    await expect(offerTitles(page).first()).toContainText(title);
    for (const heading of await offerTitles(page).all()) await expect(heading).toContainText(title);
    await expect(keyword).toHaveValue(typed);
  }
  await expectNoAxeViolations(page);
});

test('the course search forgives a typo: "exel" finds the Excel courses', async ({ page }) => {
  await loginAs(page, DEMO.selfEmployed, COURSES);
  const form = page.getByRole('search', { name: 'Buscar cursos' });
  await form.getByRole('searchbox', { name: 'Nome ou assunto' }).fill('exel');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/[?&]q=exel(&|$)/);
  const results = page.getByRole('region', { name: 'Cursos', exact: true });
  await expect(results.getByRole('status')).toHaveText(/^\d+ cursos? encontrados?$/);
  await expect(results.getByRole('article', { name: 'Excel do básico ao avançado' })).toBeVisible();
  for (const title of await results.getByRole('article').getByRole('heading', { level: 3 }).all()) await expect(title).toContainText('Excel');
  await expect(form.getByRole('searchbox', { name: 'Nome ou assunto' })).toHaveValue('exel');
  await expectNoAxeViolations(page);
});
