import { DEMO, loginAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

/** Texts that read as a person talks: the font's real name, what the JSON file is for, one error said once. */
test.beforeEach(async ({ request }) => resetSandbox(request));

test("the CV's fonts carry their own names (Montserrat), while the stored value keeps the spec's spelling", async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/curriculo');
  const fonts = page.getByRole('group', { name: 'Fonte', exact: true });
  const montserrat = fonts.getByRole('radio', { name: 'Montserrat', exact: true });
  await expect(montserrat).toHaveAttribute('value', 'Monserrat');
  await expect(fonts).not.toContainText('Monserrat');
});

test("'Baixar em JSON' says what the file is for", async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/curriculo');
  await expect(page.getByRole('button', { name: 'Baixar em JSON' })).toHaveAccessibleDescription(/cópia do seu currículo.*Importar JSON/);
});

test('a JSON file with no section of JSON Resume is told so once, with what was looked for', async ({ page }) => {
  await loginAs(page, DEMO.employability, '/auth/curriculo/dados-pessoais');
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar JSON' }).click();
  await (await choosing).setFiles({ name: 'dados.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ nome: 'Ana', cidade: 'Recife' })) });
  const alert = page.getByRole('alertdialog', { name: 'Não foi possível importar o arquivo' });
  await expect(alert).toContainText('basics: Não encontramos nenhuma das seções do JSON Resume: basics, work, education, languages ou skills.');
  const text = (await alert.textContent()) ?? '';
  expect(text.split('Este arquivo não está no formato JSON Resume').length - 1).toBe(1);
});
