import type { Page } from '@playwright/test';
import { supportCodeOf } from '../lib/ops/support-code';
import { DEMO, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';

/**
 * Support codes on pages: every page answer carries its request id (X-Request-Id, set by proxy.ts),
 * and a page whose own server read fails shows the support code made from it, which finds the
 * request's log lines.
 */

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await withConsentChosen(page);
});

/** Opens `path` and returns the page answer's X-Request-Id. */
async function openAndReadId(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const requestId = response?.headers()['x-request-id'];
  expect(requestId, `${path}: X-Request-Id`).toMatch(/^[0-9a-f-]{36}$/);
  return requestId!;
}

test.describe('request ids of pages', () => {
  test('a public page and an /auth page answer a fresh X-Request-Id each time', async ({ page }) => {
    const home = [await openAndReadId(page, '/'), await openAndReadId(page, '/')];
    expect(home[0]).not.toBe(home[1]);
    await loginAs(page, DEMO.employability);
    const profile = [await openAndReadId(page, '/auth/perfil'), await openAndReadId(page, '/auth/perfil')];
    expect(profile[0]).not.toBe(profile[1]);
    expect(new Set([...home, ...profile]).size).toBe(4);
  });

  test('without TRUST_PROXY, an X-Request-Id the client sends is not taken', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Request-Id': 'client-chosen-id-123' });
    const publicId = await openAndReadId(page, '/perguntas-frequentes');
    expect(publicId).not.toBe('client-chosen-id-123');
    await loginAs(page, DEMO.employability);
    expect(await openAndReadId(page, '/auth/perfil')).not.toBe('client-chosen-id-123');
  });
});

test.describe('support code of a page whose server read fails', () => {
  test.slow(); // axe scans

  test('Meu Perfil: the insurer fails, the notice shows the code of the page’s request', async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    await setFault(request, { path: '/people/getUserProfile', status: 503 });
    const requestId = await openAndReadId(page, '/auth/perfil');
    const notice = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar seus dados' });
    await expect(notice).toContainText(`Código do atendimento: ${supportCodeOf(requestId)}`);
    await expectNoAxeViolations(page);
  });

  test('Meus Agendamentos: the appointments cannot be read, the notice shows the code of the page’s request', async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    await setFault(request, { path: '/scheduling/getAppointments', status: 503 });
    const requestId = await openAndReadId(page, '/auth/perfil/agendamientos');
    const notice = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os seus agendamentos.' });
    await expect(notice).toContainText(`Código do atendimento: ${supportCodeOf(requestId)}`);
    await expectNoAxeViolations(page);
  });

  const unavailable = [
    { name: 'the salary comparator', who: DEMO.employability, fault: '/salary/getSalaryRange', path: '/auth/comparador-salarial-v2?ocupacao=5132&uf=PE&nivel=junior', text: 'Tente novamente mais tarde.' },
    { name: 'the job search', who: DEMO.employability, fault: '/jobs/searchOffers', path: '/auth/ofertas-emprego/procurar?q=motorista', text: 'Não foi possível carregar as vagas agora.' },
    { name: 'the courses catalogue', who: DEMO.selfEmployed, fault: '/partnerManagement/searchCourses', path: '/auth/inicio-fazer-cursos', text: 'O serviço de cursos não respondeu.' },
  ] as const;
  for (const { name, who, fault, path, text } of unavailable) {
    test(`${name}: the partner fails, the notice shows the code of the page’s request`, async ({ page, request }) => {
      await loginAs(page, who);
      await setFault(request, { path: fault, status: 503 });
      const requestId = await openAndReadId(page, path);
      const notice = page.getByRole('main').getByRole('alert').filter({ hasText: text });
      await expect(notice).toContainText(`Código do atendimento: ${supportCodeOf(requestId)}`);
    });
  }
});
