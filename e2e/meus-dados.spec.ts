import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, loginAs } from './support/accounts';
import { stubTagManager, withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openUserMenuItem, tabTo } from './support/keyboard';
import { clearFaults, readOutbox, resetSandbox, setFault } from './support/sandbox';

const MARIANA = DEMO.employability;
const PAGE = '/auth/perfil/meus-dados';
const PARTS = ['profile', 'ecosystems', 'appointments', 'curriculum', 'logoDesigns', 'courseEnrolments', 'consent'];
/** The sandbox portal's encarregado (lib/config/dev-defaults.ts). */
const DPO = { name: 'Encarregado de Dados (sandbox)', email: 'dpo@exemplo.com.br' };

type ExportFile = { exportedAt: string; parts: Record<string, { description: string; data: unknown }>; notReadable: { description: string; howToAsk: string }[] };

const section = (page: Page, name: string) => page.getByRole('region', { name });
const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('Meus dados e privacidade', () => {
  test.slow(); // axe scans and a download

  test('opened from Meu Perfil and the account menu; the DPO on the page and in the footer; no axe violations', async ({ page }) => {
    await withConsentChosen(page);
    await loginAs(page, MARIANA, '/auth/perfil');
    await page.getByRole('main').getByRole('link', { name: 'Meus dados e privacidade' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus dados e privacidade' })).toBeVisible();
    await expect(page).toHaveTitle(/Meus dados e privacidade/);
    const dpo = section(page, 'Encarregado pelo tratamento de dados (DPO)');
    await expect(dpo).toContainText(DPO.name);
    await expect(dpo.getByRole('link', { name: DPO.email })).toHaveAttribute('href', `mailto:${DPO.email}`);
    await expect(section(page, 'Solicitar um direito')).toContainText('A resposta chega em até 15 dias (LGPD, art. 19, II).');
    await expectNoAxeViolations(page);

    await page.goto('/');
    await openUserMenuItem(page, MARIANA.names, 'Meus dados e privacidade');
    await expect(page).toHaveURL(PAGE);

    // Every page's footer publishes the encarregado, the prerendered public ones too.
    for (const path of [PAGE, '/perguntas-frequentes']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`Encarregado pelo tratamento de dados pessoais (DPO): ${DPO.name}, ${DPO.email}`);
      await expect(footer.getByRole('link', { name: DPO.email })).toHaveAttribute('href', `mailto:${DPO.email}`);
    }
  });

  test('download my data: one JSON file with every part named as the customer knows it (no insurer call), and the date; a failed read gives the connection error and no file', async ({ page, request }) => {
    await withConsentChosen(page);
    await loginAs(page, MARIANA, PAGE);
    const downloading = page.waitForEvent('download');
    await section(page, 'Baixar meus dados').getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-portal-beneficios-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as ExportFile;
    expect(Object.keys(file.parts)).toEqual(PARTS);
    for (const part of PARTS) expect(file.parts[part]!.description, part).toMatch(/^(Seu|Sua|Suas|Seus) /);
    expect(JSON.stringify(file)).not.toMatch(/(GET|POST) \//);
    expect(file.exportedAt).toMatch(/-03:00$/);
    expect(file.parts.profile!.data).toMatchObject({ names: MARIANA.names, email: MARIANA.email });
    expect(file.parts.consent!.data).toEqual({ analytics: 'denied' });
    expect(file.notReadable.length).toBeGreaterThan(0);
    await expect(section(page, 'Baixar meus dados').getByRole('status')).toHaveText(`Arquivo gerado: ${download.suggestedFilename()}`);

    await setFault(request, { path: '/curriculum/getCurriculum', status: 503, times: 1 });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await section(page, 'Baixar meus dados').getByRole('button', { name: 'Baixar meus dados' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Código do atendimento: [0-9A-Z]{4}-[0-9A-Z]{4}/);
    await expectNoAxeViolations(page);
    expect(downloads).toBe(0);
    await clearFaults(request);
  });

  test('consent: the banner’s choice with its date, changed and withdrawn', async ({ page }) => {
    await stubTagManager(page);
    await loginAs(page, MARIANA, PAGE);
    const consent = section(page, 'Consentimento de cookies');
    await expect(consent.getByRole('status')).toHaveText('Você ainda não escolheu. O aviso de cookies vai perguntar novamente.');
    await consent.getByRole('button', { name: 'Aceitar cookies de análise' }).click();
    await expect(consent.getByRole('status')).toHaveText(/^Você aceitou os cookies de análise em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/);
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('agreeCampaign'))).toBe('1');

    await consent.getByRole('button', { name: 'Recusar cookies de análise' }).click();
    await expect(consent.getByRole('status')).toHaveText(/^Você recusou os cookies de análise em /);
    expect(await page.evaluate(() => localStorage.getItem('agreeCampaign'))).toBe('0');

    await consent.getByRole('button', { name: 'Retirar consentimento' }).click();
    await expect(consent.getByRole('status')).toHaveText(/Você ainda não escolheu/);
    expect(await page.evaluate(() => localStorage.getItem('agreeCampaign'))).toBeNull();
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a rights request, by keyboard alone: the protocol shown, the 15 days, and a copy in the outbox', async ({ page, request }) => {
    await withConsentChosen(page);
    await loginAs(page, MARIANA, PAGE);
    const form = section(page, 'Solicitar um direito');
    await tabTo(page, form.getByRole('radio', { name: 'Correção de dados' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Portabilidade dos dados' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Descreva o seu pedido' })).toBeFocused();
    await page.keyboard.type('Quero uma cópia dos meus dados em CSV.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Enviar solicitação' })).toBeFocused();
    await page.keyboard.press('Enter');

    const sent = page.getByRole('dialog', { name: 'Solicitação enviada' });
    await expect(sent).toContainText(/Protocolo: LGPD-\d{4}-\d{6}\. Você receberá a resposta em até 15 dias/);
    await expectNoAxeViolations(page);
    const protocol = /LGPD-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')![0];
    const outbox = await readOutbox(request, MARIANA.cpf.replace(/\D/g, ''));
    expect(outbox[0]).toMatchObject({ to: MARIANA.email, code: protocol });
    expect(outbox[0]!.body).toContain('Quero uma cópia dos meus dados em CSV.');
    await page.keyboard.press('Enter');
    await expect(sent).toBeHidden();
  });
});
