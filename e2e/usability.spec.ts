import { DEMO, openLogin, submitLogin } from './support/accounts';
import { stubTagManager, withConsentChosen } from './support/consent';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readUsability, resetSandbox, type StoredUsabilityEntry } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Opens the contact modal from the help block (a tracked control) and closes it, as a visitor would. */
async function pressContact(page: Page) {
  await page.getByRole('region', { name: 'Ajuda e contato' }).getByRole('button', { name: 'Fale Conosco' }).click();
  // The modal's code loads on the first press: close it once it is there.
  const contact = page.getByRole('dialog', { name: 'Como podemos te ajudar?' });
  await expect(contact).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
}

const clicksOf = (entries: StoredUsabilityEntry[], control: string) => entries.filter(({ entry }) => entry.control === control && 'posicionX' in entry);

test.describe('usability logging', () => {
  test('page events always; tracked clicks only after Aceitar; all through a beacon', async ({ page, request }) => {
    await stubTagManager(page);
    await page.goto('/');
    await pressContact(page); // before any choice: not logged
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Aceitar' }).click();
    await pressContact(page); // after Aceitar: logged
    await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL('/perguntas-frequentes');
    // A new document: once its code has run, it is left at once (before the tracker's code arrives).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

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

    expect(clicksOf(entries, 'fale-conosco')).toHaveLength(1);
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

  test('withdrawing the consent stops the click entries at once; page events go on', async ({ page, request }) => {
    await stubTagManager(page);
    await withConsentChosen(page, '1');
    await page.goto('/');
    await pressContact(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeVisible();
    await pressContact(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL('/perguntas-frequentes');
    // A new document: once its code has run, it is left at once (before the tracker's code arrives).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.goto('/');
    await expect(async () => {
      const entries = await readUsability(request);
      expect(entries.filter(({ entry }) => entry.control === 'pagina').map(({ entry }) => entry.pagina)).toEqual(expect.arrayContaining(['/', '/perguntas-frequentes']));
    }).toPass({ timeout: 5_000 });
    // The one click before the withdrawal was queued but not sent yet: it is dropped too.
    expect(clicksOf(await readUsability(request), 'fale-conosco')).toHaveLength(0);
  });

  test('a click made just after the load, on a page left at once, is logged by the next page', async ({ page, request }) => {
    await stubTagManager(page);
    await withConsentChosen(page, '1');
    await page.goto('/');
    await page.getByRole('region', { name: 'Ajuda e contato' }).getByRole('button', { name: 'Fale Conosco' }).click();
    // A full navigation straight away: the tracker of / comes a second after its load, too late.
    await page.goto('/perguntas-frequentes');
    await expect(async () => {
      const entries = await readUsability(request);
      expect(clicksOf(entries, 'fale-conosco').map(({ entry }) => entry.pagina)).toEqual(['/']);
      expect(entries.filter(({ entry }) => entry.control === 'pagina').map(({ entry }) => entry.pagina)).toEqual(expect.arrayContaining(['/', '/perguntas-frequentes']));
    }).toPass({ timeout: 5_000 });
  });

  test('login outcomes are logged as Error and Exitoso', async ({ page, request }) => {
    await withConsentChosen(page);
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
