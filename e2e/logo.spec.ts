import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { DEMO, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';
import { portalUrl, sandboxUrl } from './support/servers';
import { SAMPLE_LOGO } from '../testing/logo-fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const PAGE = '/auth/itt/logo';
const JOAO_CPF = '11144477735';

const DESIGN = { ...SAMPLE_LOGO, name: 'Padaria Pão de Mel', slogan: '' };

/** Saves a logo through the BFF with the page's session (as another tab of the customer would). */
async function saveThroughApi(page: Page, name: string) {
  const base = portalUrl(test.info().parallelIndex);
  const response = await page.request.post(`${base}/api/logo`, { data: { design: { ...DESIGN, name } }, headers: { origin: base } });
  expect(response.status(), `save ${name}`).toBe(200);
}

type StoredLogo = { title: string; design: typeof DESIGN };
async function storedLogos(page: Page): Promise<StoredLogo[]> {
  const response = await page.request.get(`${sandboxUrl(test.info().parallelIndex)}/__sandbox/logos/${JOAO_CPF}`);
  return ((await response.json()) as { logos: StoredLogo[] }).logos;
}

/** Every image of the locator has loaded (the server drew it). */
async function expectDrawn(images: ReturnType<Page['getByRole']>) {
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
    .toBe(true);
}

async function fillBrief(page: Page, name: string, slogan = '') {
  await page.getByRole('textbox', { name: 'Nome do negócio' }).fill(name);
  await page.getByRole('textbox', { name: 'Slogan (opcional)' }).fill(slogan);
  await page.getByRole('button', { name: 'Ver propostas' }).click();
}

test.describe('logo creation', () => {
  test('a name with accents: proposals, tweaks, save, SVG and PNG downloads, then the way to the survey', async ({ page }) => {
    // The whole journey with an axe check at each state: room for a loaded machine.
    test.setTimeout(120_000);
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Criação de logo' })).toBeVisible();
    await expect(page.getByText('disponível aqui em breve')).toHaveCount(0);
    await expect(page.getByText('Você ainda não salvou nenhum logo.', { exact: false })).toBeVisible();

    await page.getByRole('radio', { name: 'Símbolo e nome' }).check();
    await page.getByRole('combobox', { name: 'Segmento' }).selectOption({ label: 'Alimentação e bebidas' });
    await page.getByRole('combobox', { name: 'Paleta de cores' }).selectOption({ label: 'Azul e laranja' });
    await page.getByRole('combobox', { name: 'Fonte' }).selectOption({ label: 'Poppins' });
    await fillBrief(page, 'Café São João', 'Sabor de Minas');

    const proposals = page.getByRole('region', { name: 'Propostas para o seu logo' });
    await expect(proposals.getByText('Desenhamos 8 propostas para “Café São João”.', { exact: false })).toBeVisible();
    const images = proposals.getByRole('img');
    await expect(images).toHaveCount(8);
    await expectDrawn(images);
    await expect(images.first()).toHaveAccessibleName('Proposta 1: logo símbolo e nome, lado a lado, estilo sólido');
    await expectNoAxeViolations(page);

    await proposals.getByRole('link', { name: 'Personalizar a proposta 2' }).click();
    const editor = page.getByRole('region', { name: 'Personalize seu logo' });
    // It opens where the customer is looking: its heading in view and focused.
    await expect(editor.getByRole('heading', { name: 'Personalize seu logo' })).toBeFocused();
    await expect(editor.getByRole('heading', { name: 'Personalize seu logo' })).toBeInViewport();
    const preview = editor.getByRole('img', { name: /^Prévia do logo personalizado/ });
    await expect(preview).toHaveAttribute('src', /font=poppins/);
    await expectDrawn(editor.getByRole('img'));
    await expectNoAxeViolations(page);

    await editor.getByLabel('Cor principal').fill('#b3261e');
    await editor.getByRole('combobox', { name: 'Fonte' }).selectOption({ label: 'Playfair Display' });
    await editor.getByRole('radio', { name: 'lado a lado' }).check();
    await editor.getByRole('checkbox', { name: 'Nome em letras maiúsculas' }).check();
    await expect(preview).toHaveAttribute('src', /primary=%23b3261e/);
    await expect(preview).toHaveAttribute('src', /font=playfair/);
    await expect(preview).toHaveAttribute('src', /layout=horizontal/);
    await expectDrawn(editor.getByRole('img'));
    await expectNoAxeViolations(page);

    await editor.getByRole('button', { name: 'Salvar logo' }).click();
    // A routine success, told in place beside the button (announced; nothing to dismiss, the focus stays).
    const success = editor.getByRole('status');
    await expect(success).toContainText('Logo salvo! Ele está em “Meus logos”, pronto para baixar em SVG ou PNG.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'Salvar logo' })).toBeFocused();
    await expectNoAxeViolations(page);

    // The insurer keeps the design's parameters, tweaks included.
    expect(await storedLogos(page)).toEqual([
      expect.objectContaining({
        title: 'Café São João',
        design: expect.objectContaining({ name: 'Café São João', slogan: 'Sabor de Minas', font: 'playfair', layout: 'horizontal', uppercase: true, colors: expect.objectContaining({ primary: '#b3261e' }) }),
      }),
    ]);

    const saved = page.getByRole('region', { name: 'Meus logos' });
    await expect(saved.getByText('1 de 5 logos salvos')).toBeVisible();
    await expect(saved.getByRole('heading', { name: 'Café São João' })).toBeVisible();
    await expectDrawn(saved.getByRole('img'));

    const [svgDownload] = await Promise.all([page.waitForEvent('download'), saved.getByRole('link', { name: 'Baixar SVG do logo “Café São João”' }).click()]);
    expect(svgDownload.suggestedFilename()).toBe('cafe-sao-joao.svg');
    const svg = await readFile(await svgDownload.path(), 'utf8');
    expect(svg).toContain('<title>Café São João — Sabor de Minas</title>');
    expect(svg).toContain('viewBox="0 0 512 512"');

    const [pngDownload] = await Promise.all([page.waitForEvent('download'), saved.getByRole('link', { name: 'Baixar PNG do logo “Café São João” (1024 pixels)' }).click()]);
    expect(pngDownload.suggestedFilename()).toBe('cafe-sao-joao.png');
    const png = PNG.sync.read(await readFile(await pngDownload.path()));
    expect([png.width, png.height]).toEqual([1024, 1024]);
    const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
    expect([alpha(0, 0), alpha(1023, 0), alpha(0, 1023), alpha(1023, 1023)]).toEqual([0, 0, 0, 0]);
    expect(png.data.some((value, i) => i % 4 === 3 && value === 255)).toBe(true);

    const survey = saved.getByRole('link', { name: 'Avaliar a criação de logo' });
    await expect(survey).toHaveAttribute('href', '/auth/itt/logo?serviceName=logo');
    await expectNoAxeViolations(page);

    // The PNG rendering time, as the server measured it (Server-Timing), for the report.
    const href = await saved.getByRole('link', { name: /^Baixar PNG/ }).getAttribute('href');
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await page.request.get(`${portalUrl(test.info().parallelIndex)}${href}`);
      expect(response.status()).toBe(200);
      timings.push(Number(/dur=([\d.]+)/.exec(response.headers()['server-timing'] ?? '')?.[1]));
    }
    expect(timings.every((ms) => ms > 0)).toBe(true);
    test.info().annotations.push({ type: 'PNG rendering (ms, 5 runs)', description: timings.map((ms) => ms.toFixed(1)).join(', ') });
    console.log(`PNG rendering ms: ${timings.map((ms) => ms.toFixed(1)).join(', ')}`);
  });

  test('bad input gets a clear message; one character and emoji are fine', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await fillBrief(page, '');
    await expect(page.getByText('Informe o nome do negócio.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome do negócio' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await fillBrief(page, 'A'.repeat(61), 'S'.repeat(41));
    await expect(page.getByText('O nome pode ter no máximo 60 caracteres.')).toBeVisible();
    await expect(page.getByText('O slogan pode ter no máximo 40 caracteres.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Propostas para o seu logo' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await fillBrief(page, 'Ç');
    await expectDrawn(page.getByRole('region', { name: 'Propostas para o seu logo' }).getByRole('img'));
    await expect(page.getByRole('region', { name: 'Propostas para o seu logo' }).getByRole('img')).toHaveCount(8);

    await fillBrief(page, 'Açaí 🍇 da Praça', '🌴 Natural');
    const proposals = page.getByRole('region', { name: 'Propostas para o seu logo' });
    await expect(proposals.getByText('“Açaí 🍇 da Praça”', { exact: false })).toBeVisible();
    await expectDrawn(proposals.getByRole('img'));
    await expect(proposals.getByRole('status')).toHaveCount(0);

    // An address edited by hand is validated the same way.
    await page.goto(`${PAGE}?name=${encodeURIComponent('x'.repeat(70))}&segment=outro&type=nome&palette=roxo&font=arimo`);
    await expect(page.getByRole('alert').filter({ hasText: 'Confira os campos destacados.' })).toBeVisible();
    await expect(page.getByText('O nome pode ter no máximo 60 caracteres.')).toBeVisible();
  });

  test('a name of 60 emoji too long for the insurer is refused at the field, before any proposal', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await fillBrief(page, '👩‍💻'.repeat(60));
    const name = page.getByRole('textbox', { name: 'Nome do negócio' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/O nome ficou longo demais para o logo: use menos emojis ou símbolos\./);
    await expect(page.getByRole('region', { name: 'Propostas para o seu logo' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await fillBrief(page, '👍🏽'.repeat(60));
    await expectDrawn(page.getByRole('region', { name: 'Propostas para o seu logo' }).getByRole('img'));
  });

  test('an insurer refusal the portal does not know shows the portal’s message, never the insurer’s text', async ({ page, request }) => {
    await loginAs(page, DEMO.selfEmployed, `${PAGE}?name=Padaria&slogan=&segment=alimentacao&type=nome&palette=roxo&font=arimo&proposta=1#personalizar`);
    await setFault(request, { path: '/logo/saveLogo', status: 400, times: 1 });
    await page.getByRole('region', { name: 'Personalize seu logo' }).getByRole('button', { name: 'Salvar logo' }).click();
    const refusal = page.getByRole('alertdialog');
    await expect(refusal).toContainText('Não foi possível concluir esta ação com o logo. Tente novamente em alguns minutos.');
    await expect(refusal).not.toContainText('Falha simulada');
    await expectNoAxeViolations(page);
  });

  test('the drawings carry their own sandboxing policy, not the base one, and still show in the page', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await fillBrief(page, 'Café São João');
    const images = page.getByRole('region', { name: 'Propostas para o seu logo' }).getByRole('img');
    await expectDrawn(images);
    const src = await images.first().getAttribute('src');
    const response = await page.request.get(`${portalUrl(test.info().parallelIndex)}${src}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    // One policy (Playwright joins repeated headers with a newline): the drawing's own.
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });

  test('the 6th logo is refused with a clear message, and Save waits for a free place', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.selfEmployed, PAGE);
    for (let i = 1; i <= 4; i++) await saveThroughApi(page, `Loja ${i}`);
    await page.goto(`${PAGE}?name=Quinta+Loja&slogan=&segment=comercio&type=iniciais&palette=rosa&font=oswald&proposta=1#personalizar`);
    const editor = page.getByRole('region', { name: 'Personalize seu logo' });
    await expect(page.getByText('4 de 5 logos salvos')).toBeVisible();
    // Meanwhile, another tab saves the fifth.
    await saveThroughApi(page, 'Loja 5');
    await editor.getByRole('button', { name: 'Salvar logo' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Limite de logos atingido' });
    await expect(refusal).toContainText('Você já salvou 5 logos. Exclua um deles para salvar outro.');
    await expectNoAxeViolations(page);
    await refusal.getByRole('button', { name: 'ACEITAR' }).click();
    expect(await storedLogos(page)).toHaveLength(5);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText('5 de 5 logos salvos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar logo' })).toBeDisabled();
    await expect(page.getByText('Você já tem 5 logos salvos.', { exact: false })).toBeVisible();

    const saved = page.getByRole('region', { name: 'Meus logos' });
    await saved.getByRole('button', { name: 'Excluir o logo “Loja 3”' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir logo?' });
    await expect(confirm).toContainText('O logo “Loja 3” será excluído.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'EXCLUIR' }).click();
    await expect(saved.getByText('4 de 5 logos salvos')).toBeVisible();
    await expect(saved.getByRole('heading', { name: 'Loja 3' })).toHaveCount(0);
    // The logo's buttons went with it: focus is on the list's heading, not lost to the page.
    await expect(saved.getByRole('heading', { level: 2, name: 'Meus logos' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Salvar logo' })).toBeEnabled();
    await page.getByRole('button', { name: 'Salvar logo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logo salvo!' })).toBeVisible();
    await expect(saved.getByRole('heading', { name: 'Quinta Loja' })).toBeVisible();
  });

  test("a saved logo edited again: 'Editar' opens the editor on it, 'Salvar alterações' updates it in Meus logos (no new logo, even at 5 of 5)", async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.selfEmployed, PAGE);
    for (let i = 1; i <= 5; i++) await saveThroughApi(page, `Loja ${i}`);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const saved = page.getByRole('region', { name: 'Meus logos' });
    await expect(saved.getByText('5 de 5 logos salvos')).toBeVisible();

    await saved.getByRole('link', { name: 'Editar o logo “Loja 2”' }).click();
    const editor = page.getByRole('region', { name: 'Editar o logo “Loja 2”' });
    // It opens where the customer is looking, as for a proposal: its heading in view and focused.
    await expect(editor.getByRole('heading', { name: 'Editar o logo “Loja 2”' })).toBeFocused();
    await expect(editor.getByRole('heading', { name: 'Editar o logo “Loja 2”' })).toBeInViewport();
    await expect(editor).toContainText('Ao salvar, ele é atualizado em “Meus logos”');
    const preview = editor.getByRole('img', { name: /^Prévia do logo personalizado/ });
    await expect(preview).toHaveAttribute('src', /name=Loja\+2/);
    await expect(editor.getByLabel('Cor principal')).toHaveValue('#5b2d90');
    // Editing adds no logo: the limit of 5 does not hold 'Salvar alterações' back.
    await expect(editor.getByText('Você já tem 5 logos salvos.', { exact: false })).toHaveCount(0);
    await expectDrawn(editor.getByRole('img'));
    await expectNoAxeViolations(page);

    await editor.getByLabel('Cor principal').fill('#b3261e');
    await expect(preview).toHaveAttribute('src', /primary=%23b3261e/);
    await editor.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(editor.getByRole('status')).toContainText('Alterações salvas! O logo foi atualizado em “Meus logos”');
    await expect(editor.getByRole('button', { name: 'Salvar alterações' })).toBeFocused();
    await expectNoAxeViolations(page);

    const stored = await storedLogos(page);
    expect(stored).toHaveLength(5);
    expect(stored.find((logo) => logo.title === 'Loja 2')?.design.colors.primary).toBe('#b3261e');
    expect(stored.find((logo) => logo.title === 'Loja 1')?.design.colors.primary).toBe('#5b2d90');
    await expect(saved.getByText('5 de 5 logos salvos')).toBeVisible();
    await expect(saved.getByRole('img', { name: 'Logo salvo: Loja 2' })).toHaveAttribute('src', /primary=%23b3261e/);
    await expect(saved.getByRole('img', { name: 'Logo salvo: Loja 1' })).toHaveAttribute('src', /primary=%235b2d90/);
  });

  test('the insurer out of reach: the connection error, the tweaks kept, Save again works', async ({ page, request }) => {
    await loginAs(page, DEMO.selfEmployed, `${PAGE}?name=Ateli%C3%AA+Ema&segment=beleza&type=emblema&palette=verde&font=lobster&proposta=3`);
    const editor = page.getByRole('region', { name: 'Personalize seu logo' });
    await editor.getByRole('radio', { name: 'Quadrado' }).check();
    await setFault(request, { path: '/logo/saveLogo', status: 503, times: 1 });
    await editor.getByRole('button', { name: 'Salvar logo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(editor.getByRole('radio', { name: 'Quadrado' })).toBeChecked();
    await editor.getByRole('button', { name: 'Salvar logo' }).click();
    await expect(editor.getByRole('status')).toContainText('Logo salvo!');
    expect((await storedLogos(page))[0]?.design).toMatchObject({ name: 'Ateliê Ema', frame: 'quadrado', type: 'emblema', font: 'lobster' });
  });

  test('the saved logos cannot be read while the insurer is down: said so, the creator still works', async ({ page, request }) => {
    await setFault(request, { path: '/logo/getLogos', status: 500 });
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar seus logos agora.' })).toBeVisible();
    await fillBrief(page, 'Oficina do Zé');
    await expectDrawn(page.getByRole('region', { name: 'Propostas para o seu logo' }).getByRole('img'));
  });

  test('a customer without logo creation sees the not-in-your-benefits page', async ({ page }) => {
    await loginAs(page, DEMO.employability, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome do negócio' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the proposals come two a row, and the preview stays on the screen down to the last control', async ({ page }) => {
    test.slow();
    await withConsentChosen(page);
    await loginAs(page, DEMO.selfEmployed, PAGE);
    await page.getByRole('radio', { name: 'Símbolo e nome' }).check();
    await fillBrief(page, 'Café São João');

    // A grid the thumb can scan: proposals 1 and 2 side by side on the first row (they were one a screen).
    const proposals = page.getByRole('region', { name: 'Propostas para o seu logo' });
    const cards = proposals.getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const [first, second, third] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!, (await cards.nth(2).boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(second.x + second.width).toBeLessThanOrEqual(390);
    expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
    const grid = (await proposals.getByRole('list').boundingBox())!;
    test.info().annotations.push({ type: 'proposals grid height (px)', description: String(Math.round(grid.height)) });
    for (const number of [1, 2]) await expect(proposals.getByRole('link', { name: `Personalizar a proposta ${number}` })).toBeVisible();
    await expectDrawn(proposals.getByRole('img'));
    await expectNoAxeViolations(page);

    await proposals.getByRole('link', { name: 'Personalizar a proposta 2' }).click();
    const editor = page.getByRole('region', { name: 'Personalize seu logo' });
    await expect(editor.getByRole('heading', { name: 'Personalize seu logo' })).toBeFocused();
    const preview = editor.getByRole('img', { name: /^Prévia do logo personalizado/ });
    await expectDrawn(editor.getByRole('img'));

    // The last controls, reached as a finger would: each in view, the preview still whole on the screen, the control not under it.
    const uppercase = editor.getByRole('checkbox', { name: 'Nome em letras maiúsculas' });
    for (const control of [editor.getByRole('radio', { name: 'Símbolo 2' }), uppercase, editor.getByRole('button', { name: 'Salvar logo' })]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
      await expect(preview).toBeInViewport({ ratio: 1 });
      const [shown, reached] = [(await preview.boundingBox())!, (await control.boundingBox())!];
      expect(reached.y).toBeGreaterThanOrEqual(shown.y + shown.height);
    }
    await uppercase.check();
    await expect(preview).toHaveAttribute('src', /uppercase=1/);
    await expect(preview).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });
});
