import type { Page } from '@playwright/test';
import { formatDate, formatTime, formatWeekday } from '../lib/time/brazil';
import { DEMO, loginAs } from './support/accounts';
import { loginChoosing, placeAppointment, SCHEDULING_TYPE } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';

/** 'Meu painel': what is next in each of the customer's own services, on one page. */

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const PATH = '/auth/meu-painel';
const part = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Every part a customer can see, by its heading; each test says which ones its customer's services give. */
const PARTS = ['Próxima videochamada', 'Seu currículo', 'Seus cursos', 'Seus logos', 'Serviços para explorar'];

async function expectParts(page: Page, shown: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Meu painel' })).toBeVisible();
  for (const name of PARTS) await expect(part(page, name)).toHaveCount(shown.includes(name) ? 1 : 0);
}

test.describe('Meu painel', () => {
  test.slow();

  test('Mariana (Empregabilidade) reaches it from the account menu: her call about to start, her CV, her courses, nothing of Autônomo', async ({ page, request }) => {
    const start = Date.now() + 60_000;
    await placeAppointment(request, { identification: '52998224725', idSchedulingType: SCHEDULING_TYPE.specialist, startDate: new Date(start).toISOString() });
    await loginAs(page, DEMO.employability);
    // The spec's redirect after login is unchanged: the comparator.
    await expect(page).toHaveURL('/auth/comparador-salarial-v2');
    await page.getByRole('banner').getByRole('button', { name: `Olá, ${DEMO.employability.names}` }).click();
    await page.getByRole('menuitem', { name: 'Meu painel' }).click();
    await expect(page).toHaveURL(PATH);
    await expectParts(page, ['Próxima videochamada', 'Seu currículo', 'Seus cursos', 'Serviços para explorar']);

    const call = part(page, 'Próxima videochamada');
    await expect(call).toContainText(`Fale com um especialista: ${formatWeekday(start)}, ${formatDate(start)}, às ${formatTime(start)} (horário de Brasília)`);
    await expect(call.getByRole('link', { name: 'Entrar na videochamada' })).toHaveAttribute('aria-disabled', 'true');
    await call.getByRole('button', { name: 'Adicionar à agenda' }).click();
    await expect(call.getByRole('link', { name: /Google Agenda/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await expect(part(page, 'Seu currículo')).toContainText('Você ainda não tem um currículo salvo.');
    await expect(part(page, 'Seu currículo').getByRole('link', { name: 'Criar meu currículo' })).toHaveAttribute('href', '/auth/inicio-criar-curriculo');
    await expect(part(page, 'Seus cursos')).toContainText(`0 de 2 inscrições usadas em ${new Date().getFullYear()}.`);
    await expect(part(page, 'Seus cursos')).toContainText('Restam 2 inscrições neste ano.');
    const unused = part(page, 'Serviços para explorar');
    await expect(unused.getByRole('link')).toHaveText(['Mais de 1.500 cursos online', 'Crie seu currículo', 'Procure emprego', 'Comparador salarial']);
    // Nothing of a service outside her ecosystems.
    for (const other of ['Orientação financeira', 'Orientação em marketing digital', 'Criação de logo', 'Seus logos']) await expect(page.getByRole('main')).not.toContainText(other);
    await expectNoAxeViolations(page);
  });

  test('João (Autônomo) reaches it from Meus benefícios: courses, logos and the advisers, no CV, jobs or salaries', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await expect(page).toHaveURL('/auth/inicio-fazer-cursos');
    const nav = page.getByRole('navigation', { name: 'Meus benefícios' });
    await nav.getByRole('button', { name: 'Meus benefícios' }).click();
    await nav.getByRole('menuitem', { name: 'Meu painel' }).click();
    await expect(page).toHaveURL(PATH);
    await expectParts(page, ['Próxima videochamada', 'Seus cursos', 'Seus logos', 'Serviços para explorar']);
    await expect(part(page, 'Próxima videochamada')).toContainText('Você não tem videochamadas agendadas.');
    await expect(part(page, 'Próxima videochamada').getByRole('link', { name: /^Agendar: / })).toHaveText([
      'Agendar: Orientação em marketing digital',
      'Agendar: Orientação financeira',
    ]);
    await expect(part(page, 'Seus logos')).toContainText('Você ainda não salvou nenhum logo.');
    for (const other of ['Crie seu currículo', 'Procure emprego', 'Comparador salarial', 'Fale com um especialista']) await expect(page.getByRole('main')).not.toContainText(other);
    await expectNoAxeViolations(page);
  });

  test('Fernanda (three ecosystems, Empregabilidade chosen) sees her saved CV with its last change', async ({ page }) => {
    await loginChoosing(page, '3', PATH);
    await expectParts(page, ['Próxima videochamada', 'Seu currículo', 'Seus cursos', 'Serviços para explorar']);
    const cv = part(page, 'Seu currículo');
    await expect(cv).toContainText(/Currículo salvo\. Última alteração em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
    await expect(cv.getByRole('link', { name: 'Abrir e baixar o currículo em PDF' })).toHaveAttribute('href', '/auth/curriculo');
    await expect(part(page, 'Serviços para explorar').getByRole('link', { name: 'Crie seu currículo' })).toHaveCount(0);
    await expect(cv.getByRole('link', { name: 'Vagas para o seu perfil' })).toHaveAttribute('href', '/auth/ofertas-emprego/para-o-seu-perfil');
    for (const other of ['Orientação financeira', 'Criação de logo', 'Seus logos']) await expect(page.getByRole('main')).not.toContainText(other);
    await expectNoAxeViolations(page);
  });

  test('Fernanda with Autônomo chosen: the Autônomo parts only', async ({ page }) => {
    await loginChoosing(page, '5', PATH);
    await expectParts(page, ['Próxima videochamada', 'Seus cursos', 'Seus logos', 'Serviços para explorar']);
    await expect(page.getByRole('main').getByRole('link', { name: 'Vagas para o seu perfil' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a part whose read fails says so alone; the others are shown', async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    await setFault(request, { path: '/scheduling/getAppointments', status: 500 });
    await page.goto(PATH);
    await expect(part(page, 'Próxima videochamada')).toContainText('Não foi possível carregar os seus agendamentos agora. Tente novamente mais tarde.');
    await expect(part(page, 'Seus cursos')).toContainText('0 de 2 inscrições usadas');
    await expect(part(page, 'Seu currículo')).toContainText('Você ainda não tem um currículo salvo.');
    // Unknown use is not 'not yet used': the specialist is not offered as a service to explore.
    await expect(part(page, 'Serviços para explorar').getByRole('link', { name: 'Fale com um especialista' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
