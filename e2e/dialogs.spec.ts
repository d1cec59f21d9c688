import type { Page } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { readCourseEnrolments, resetSandbox } from './support/sandbox';
import { portalUrl, sandboxUrl } from './support/servers';
import { SAMPLE_LOGO } from '../testing/logo-fixtures';

/** Dialogs that act: an explicit Cancelar beside the action, and deleting shown as the danger it is. */
test.beforeEach(async ({ request }) => resetSandbox(request));

const storedLogoCount = async (page: Page) =>
  ((await (await page.request.get(`${sandboxUrl(test.info().parallelIndex)}/__sandbox/logos/11144477735`)).json()) as { logos: unknown[] }).logos.length;

test("'Excluir logo?' offers Cancelar (focused, as Escape) and a red EXCLUIR", async ({ page }) => {
  await loginAs(page, DEMO.selfEmployed, '/auth/itt/logo');
  const base = portalUrl(test.info().parallelIndex);
  expect((await page.request.post(`${base}/api/logo`, { data: { design: { ...SAMPLE_LOGO, name: 'Loja da Esquina', slogan: '' } }, headers: { origin: base } })).status()).toBe(200);
  await page.goto('/auth/itt/logo');
  const saved = page.getByRole('region', { name: 'Meus logos' });
  const opener = saved.getByRole('button', { name: 'Excluir o logo “Loja da Esquina”' });
  await opener.click();
  const question = page.getByRole('alertdialog', { name: 'Excluir logo?' });
  const cancel = question.getByRole('button', { name: 'Cancelar' });
  await expect(cancel).toBeFocused();
  const remove = question.getByRole('button', { name: 'EXCLUIR' });
  // The danger colour (--color-danger), not the brand's purple of every other action.
  await expect(remove).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await expectNoAxeViolations(page);
  await cancel.click();
  await expect(question).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await storedLogoCount(page)).toBe(1);
  await opener.click();
  await question.getByRole('button', { name: 'EXCLUIR' }).click();
  await expect(saved.getByRole('heading', { name: 'Loja da Esquina' })).toHaveCount(0);
  expect(await storedLogoCount(page)).toBe(0);
});

test('the enrolment dialog has a Cancelar that closes it without enrolling', async ({ page, request }) => {
  await loginAs(page, DEMO.selfEmployed, LANDING.selfEmployed);
  const firstCard = page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('article').first();
  const enrol = firstCard.getByRole('button', { name: /^Inscrever-se no curso / });
  const before = (await readCourseEnrolments(request)).length;
  await enrol.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Li e concordo com o aviso do parceiro.' }) });
  await expect(dialog.getByRole('button', { name: 'Confirmar inscrição' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(enrol).toBeFocused();
  expect(await readCourseEnrolments(request)).toHaveLength(before);
});
