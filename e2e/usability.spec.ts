import { DEMO, openLogin, submitLogin } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { readUsability, resetSandbox, type StoredUsabilityEntry } from './support/sandbox';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

test.describe('usability logging', () => {
  test('page events and tracked clicks arrive in the sandbox through a beacon', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Ajuda e contato' }).getByRole('button', { name: 'Fale Conosco' }).click();
    // The modal's code loads on the first press: close it once it is there, as a visitor would.
    const contact = page.getByRole('dialog', { name: 'Como podemos te ajudar?' });
    await expect(contact).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL('/perguntas-frequentes');

    // Leaving the page (pagehide) sends what is queued as a beacon (a JSON Blob, which the
    // handler's JSON-only rule accepts): the old page is gone, so nothing else could carry it.
    await page.goto('/');
    let entries: StoredUsabilityEntry[] = [];
    await expect(async () => {
      entries = (await readUsability(request)).reverse();
      expect(entries.map(({ entry }) => [entry.control, entry.pagina])).toEqual(
        expect.arrayContaining([
          ['pagina', '/'],
          ['fale-conosco', '/'],
          ['pagina', '/perguntas-frequentes'],
        ]),
      );
    }).toPass({ timeout: 5_000 });

    const click = entries.find(({ entry }) => entry.control === 'fale-conosco');
    expect(click?.userId).toBe('0');
    expect(click?.entry).toMatchObject({
      idUsuario: '0',
      direccionIp: '127.0.0.1',
      ciudadLocalizacion: '',
      fechaLocal: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      horaLocal: expect.stringMatching(/^\d{2}:\d{2}$/),
      device: 'Escritorio',
      browser: expect.stringMatching(/^Chrome \d+$/),
      url: expect.stringMatching(/\/$/),
      anchoVentana: 1280,
      altoVentana: 720,
      elemento: 'button',
      posicionX: expect.any(Number),
      posicionY: expect.any(Number),
    });
  });

  test('login outcomes are logged as Error and Exitoso', async ({ page, request }) => {
    await page.goto('/');
    const panel = await openLogin(page);
    await submitLogin(panel, DEMO.employability.cpf, 'Errada@2026');
    await expect(panel.getByText('O número do documento e a senha não correspondem', { exact: false })).toBeVisible();
    await panel.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await panel.getByRole('button', { name: 'Acessar' }).click();
    await expect(page).toHaveURL(/\/auth\//);
    await page.goto('/perguntas-frequentes');

    await expect(async () => {
      const outcomes = (await readUsability(request)).filter(({ entry }) => entry.control === 'login').map(({ entry }) => entry.resultado);
      expect(outcomes.reverse()).toEqual(['Error', 'Exitoso']);
    }).toPass({ timeout: 5_000 });
  });
});
