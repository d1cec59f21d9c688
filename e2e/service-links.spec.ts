import type { Page } from '@playwright/test';
import { SAMPLE_CV } from '../sandbox/content/cv-sample';
import { SAMPLE_LOGO } from '../testing/logo-fixtures';
import { DEMO, loginAs } from './support/accounts';
import { loginChoosing } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { portalUrl } from './support/servers';

/** The services lead to each other, within the customer's own benefits: every link a search that finds something. */

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const jobsCount = (page: Page) => page.getByRole('heading', { level: 2, name: /vagas? encontradas?$|^Nenhuma vaga encontrada$/ });

/** Saves a CV for the logged-in customer through the BFF (as the builder's autosave does). */
async function saveCv(page: Page, changes: { role: string; city: string; state: string }) {
  const base = portalUrl(test.info().parallelIndex);
  const current = (await (await page.request.get(`${base}/api/cv`)).json()) as { revision: number };
  const cv = {
    ...SAMPLE_CV,
    personal: { ...SAMPLE_CV.personal, city: changes.city, state: changes.state },
    experience: SAMPLE_CV.experience.map((entry, index) => (index === 0 ? { ...entry, role: changes.role } : entry)),
  };
  const response = await page.request.put(`${base}/api/cv`, { data: { revision: current.revision, cv }, headers: { origin: base } });
  expect(response.status(), 'CV saved').toBe(200);
}

test.describe('services that know each other', () => {
  test.slow();

  test('the comparator leads to the offers of the same family and state, and to courses that fit it', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/comparador-salarial-v2?ocupacao=5134&uf=SP&nivel=pleno');
    const jobs = region(page, 'Vagas em São Paulo');
    const link = jobs.getByRole('link', { name: /^Ver \d+ vagas? de “Garçom” em São Paulo$/ });
    const total = Number((await link.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);
    const courses = region(page, 'Cursos para crescer na profissão');
    await expect(courses).toContainText('Cursos de Atendimento ao cliente, incluídos nos seus benefícios:');
    await expect(courses.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);

    const firstCourse = (await courses.getByRole('listitem').first().textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP');
    await expect(jobsCount(page)).toHaveText(`${total} ${total === 1 ? 'vaga encontrada' : 'vagas encontradas'}`);

    await page.goBack();
    await region(page, 'Cursos para crescer na profissão').getByRole('link', { name: firstCourse }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstCourse })).toBeVisible();
    await page.goBack();
    await region(page, 'Cursos para crescer na profissão').getByRole('link', { name: 'Ver mais cursos de Atendimento ao cliente' }).click();
    await expect(page).toHaveURL(/\/auth\/inicio-fazer-cursos\?q=Atendimento\+ao\+cliente$/);
    await expect(page.getByRole('main')).toContainText(/\d+ cursos? encontrados?/);
    await expect(page.getByRole('main')).not.toContainText('Nenhum curso encontrado');
  });

  test('Vagas para o seu perfil: the search of the CV’s latest role in its city, which the customer can change', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/inicio-procurar-emprego');
    // No CV saved yet: nothing to suggest.
    await expect(region(page, 'Vagas para o seu perfil')).toHaveCount(0);
    await saveCv(page, { role: 'Garçom', city: 'São Paulo', state: 'SP' });
    await page.reload();
    const profile = region(page, 'Vagas para o seu perfil');
    await expect(profile).toContainText(/\d+ vagas? para “Garçom” em São Paulo \(SP\)\./);
    const total = Number((await profile.textContent())?.match(/(\d+) vagas?/)?.[1]);
    await expectNoAxeViolations(page);
    await profile.getByRole('link', { name: 'Ver as vagas para o seu perfil' }).click();
    await expect(page).toHaveURL('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP&cidade=S%C3%A3o+Paulo');
    await expect(jobsCount(page)).toHaveText(`${total} ${total === 1 ? 'vaga encontrada' : 'vagas encontradas'}`);
    // The URL stays the search's one source of truth: the filters show it, and any can change.
    const filters = page.getByRole('search', { name: 'Filtrar vagas' });
    await expect(filters.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('Garçom');
    await filters.getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' }).fill('Cozinheiro');
    await filters.getByRole('button', { name: 'Buscar vagas' }).click();
    await expect(page).toHaveURL(/\?q=Cozinheiro&uf=SP&cidade=S%C3%A3o\+Paulo/);
  });

  test('a role with no offers in its city is searched in its state', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/inicio-procurar-emprego');
    await saveCv(page, { role: 'Garçom', city: 'Cidade Sem Vagas', state: 'SP' });
    await page.reload();
    const profile = region(page, 'Vagas para o seu perfil');
    await expect(profile).toContainText(/\d+ vagas? para “Garçom” em São Paulo\./);
    await profile.getByRole('link', { name: 'Ver as vagas para o seu perfil' }).click();
    await expect(page).toHaveURL('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP');
    await expect(jobsCount(page)).toHaveText(/^\d+ vagas? encontradas?$/);
  });

  test('a downloaded CV leads to its job search, widened until it finds offers, and to the specialist’s review (Fernanda, Empregabilidade)', async ({ page }) => {
    await loginChoosing(page, '3', '/auth/curriculo');
    await saveCv(page, { role: 'Garçom', city: 'Cidade Sem Vagas', state: 'SP' });
    await page.reload();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    await downloading;
    await expect(page.getByText('Pronto! O PDF do seu currículo foi baixado.')).toBeVisible();
    const next = page.getByRole('navigation', { name: 'E agora?' });
    await expect(next.getByRole('link', { name: 'Revise seu currículo com um especialista' })).toHaveAttribute('href', '/auth/empregabilidade/falar-com-especialista');
    await expectNoAxeViolations(page);
    await next.getByRole('link', { name: 'Vagas para o seu perfil' }).click();
    // No offer in the CV's city: its state's.
    await expect(page).toHaveURL('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP');
    await expect(jobsCount(page)).toHaveText(/^\d+ vagas? encontradas?$/);
    await expect(page.getByRole('search', { name: 'Filtrar vagas' }).getByRole('searchbox', { name: 'Cargo, área ou palavra-chave' })).toHaveValue('Garçom');
  });

  test('Vagas para o seu perfil is not in João’s benefits: the page says so instead of searching', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, '/auth/ofertas-emprego/para-o-seu-perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
  });

  test('the financial guidance suggests the finance courses (João), which the catalogue finds', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, '/auth/itt/orientacao-financeira');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Cursos de finanças incluídos nos seus benefícios' }).click();
    await expect(page).toHaveURL('/auth/inicio-fazer-cursos?q=finan%C3%A7as');
    await expect(page.getByRole('main')).toContainText(/\d+ cursos? encontrados?/);
    await expect(page.getByRole('main')).not.toContainText('Nenhum curso encontrado');
  });

  test('saved logos lead to the marketing call (João); without a saved logo there is no such link', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, '/auth/itt/logo');
    await expect(page.getByRole('link', { name: /Divulgue a sua marca/ })).toHaveCount(0);
    const base = portalUrl(test.info().parallelIndex);
    const saved = await page.request.post(`${base}/api/logo`, { data: { design: { ...SAMPLE_LOGO, name: 'Padaria Pão de Mel', slogan: '' } }, headers: { origin: base } });
    expect(saved.status()).toBe(200);
    await page.reload();
    const mine = page.getByRole('region', { name: 'Meus logos' });
    await expectNoAxeViolations(page);
    await mine.getByRole('link', { name: 'Divulgue a sua marca: converse com um consultor de marketing digital' }).click();
    await expect(page).toHaveURL('/auth/itt/marketing');
    await expect(page.getByRole('heading', { level: 1, name: 'Orientação em marketing digital' })).toBeVisible();
  });
});
