import { DEMO, expectLoggedIn, loginAs, openLogin, submitLogin } from './support/accounts';
import type { Locator, Page } from '@playwright/test';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test.describe('home banner', () => {
  test('shows the two messages of the CPF field', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aproveite os benefícios do seu seguro' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Aproveite os benefícios do seu seguro' });
    const cpf = banner.getByRole('textbox', { name: 'CPF' });
    const submit = banner.getByRole('button', { name: 'Acessar benefícios' });
    await expect(cpf).toHaveAttribute('inputmode', 'numeric');

    await submit.click();
    await expect(banner.getByText('Você deve preencher o campo')).toBeVisible();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf).toBeFocused();

    await cpf.pressSequentially('5299822');
    await expect(cpf).toHaveValue('529.982.2');
    await submit.click();
    await expect(cpf).toHaveAccessibleDescription('Primeiro acesso? Digite seu CPF para criar a sua conta. Número insuficiente de dígitos');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('carries the CPF into sign-up and clears the stored document', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('document', '11144477735'));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aproveite os benefícios do seu seguro' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('document'))).toBeNull();
    await banner.getByRole('textbox', { name: 'CPF' }).pressSequentially('52998224725');
    await expect(banner.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    await banner.getByRole('button', { name: 'Acessar benefícios' }).click();
    await expect(page.getByRole('dialog', { name: 'Ativar conta' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cpf'))).toBe('52998224725');
  });
});

test.describe('sign-up explainer', () => {
  test('the second card, its Clique aqui and the standalone button open sign-up', async ({ page }) => {
    await page.goto('/');
    const explainer = page.getByRole('region', { name: 'O que preciso para fazer meu cadastro?' });
    await expect(explainer.getByRole('listitem')).toHaveCount(3);
    await expect(explainer).toContainText('2 dias úteis');
    const signup = page.getByRole('dialog', { name: 'Ativar conta' });

    const openSignupWith = async (open: () => Promise<void>) => {
      await open();
      await expect(signup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(signup).toBeHidden();
    };
    await openSignupWith(() => explainer.getByRole('button', { name: 'Clique aqui' }).click());
    // Anywhere on the second card, e.g. its step number.
    const card = explainer.getByRole('listitem').nth(1);
    await openSignupWith(async () => {
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      if (!box) throw new Error('the second card is not visible');
      await page.mouse.click(box.x + 30, box.y + 30);
    });
    await openSignupWith(() => explainer.getByRole('button', { name: 'Acessar benefícios' }).click());
  });
});

test.describe('benefits carousel', () => {
  test('product tabs and sub-tabs follow the WAI-ARIA keyboard pattern', async ({ page }) => {
    await page.goto('/');
    const products = page.getByRole('tablist', { name: 'Produtos' });
    const mei = products.getByRole('tab', { name: 'Empréstimo Protegido MEI' });
    await expect(mei).toHaveAttribute('aria-selected', 'true');
    await mei.focus();
    await page.keyboard.press('ArrowRight');
    const loan = products.getByRole('tab', { name: 'Empréstimo Protegido', exact: true });
    await expect(loan).toBeFocused();
    await expect(loan).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(products.getByRole('tab', { name: 'Parcelamento Protegido' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(mei).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(mei).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel', { name: 'Empréstimo Protegido MEI' });
    const ecosystems = panel.getByRole('tablist', { name: 'Perfis de benefícios: Empréstimo Protegido MEI' });
    await ecosystems.getByRole('tab', { name: 'Autônomo' }).focus();
    const autonomo = panel.getByRole('tabpanel', { name: 'Autônomo' });
    await expect(autonomo.getByRole('heading', { level: 3 })).toHaveText([
      'Mais de 1.500 cursos online',
      'Orientação em marketing digital',
      'Orientação financeira',
      'Criação de logo',
    ]);
    await page.keyboard.press('ArrowRight');
    await expect(ecosystems.getByRole('tab', { name: 'Empregabilidade' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel', { name: 'Empregabilidade' }).getByRole('heading', { level: 3 })).toHaveText([
      'Mais de 1.500 cursos online',
      'Crie seu currículo',
      'Fale com um especialista',
      'Procure emprego',
      'Comparador salarial',
    ]);
  });

  test('a service card opens the login panel for a visitor, in every product tab', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('dialog', { name: 'Acesse seus benefícios' });
    await page.getByRole('tabpanel', { name: 'Autônomo' }).first().getByRole('button', { name: 'Orientação financeira' }).click();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // The product tabs share one copy of the cards in the RSC payload; each tab still has its own.
    await page.getByRole('tab', { name: 'Parcelamento Protegido' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Parcelamento Protegido' });
    await panel.getByRole('tab', { name: 'Empregabilidade' }).click();
    await panel.getByRole('tabpanel', { name: 'Empregabilidade' }).getByRole('button', { name: 'Crie seu currículo' }).click();
    await expect(login).toBeVisible();
  });

  test("a service card shows the keyboard focus with an outline, which high-contrast mode keeps (a ring's shadow it removes)", async ({ page }) => {
    await page.goto('/');
    // High-contrast mode only for this check: axe's contrast rule measures the page's own colours.
    await page.emulateMedia({ forcedColors: 'active' });
    const action = page.getByRole('tabpanel', { name: 'Autônomo' }).first().getByRole('button', { name: 'Orientação financeira' });
    await action.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    const card = action.locator('xpath=ancestor::li[1]');
    expect(await card.evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).outlineWidth])).toEqual(['solid', '3px']);
    await page.emulateMedia({ forcedColors: 'none' });
  });

  test('sends each service card once in the page payload, though three product tabs show it', async ({ page }) => {
    const html = await (await page.goto('/'))!.text();
    // The markup has 3 product tabs × (4 Autônomo + 5 Empregabilidade) cards; the RSC payload
    // (escaped JSON in the same document) describes those 9 cards once and refers to them twice.
    expect(html.match(/<li class="service-card"/g)).toHaveLength(27);
    expect(html.match(/className\\":\\"service-card\\"/g)).toHaveLength(9);
  });

  test('the arrows scroll the cards one at a time on desktop', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('tabpanel', { name: 'Empréstimo Protegido MEI' });
    await panel.getByRole('tab', { name: 'Empregabilidade' }).click();
    const rail = panel.getByRole('list', { name: 'Serviços do perfil Empregabilidade: Empréstimo Protegido MEI' });
    const previous = panel.getByRole('button', { name: 'Ver serviços anteriores' }).last();
    const next = panel.getByRole('button', { name: 'Ver próximos serviços' }).last();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    const scrollLeft = () => rail.evaluate((el) => el.scrollLeft);
    /** Waits until the smooth scroll has stopped. */
    const settled = () =>
      expect
        .poll(async () => {
          const before = await scrollLeft();
          await page.waitForTimeout(100);
          return before === (await scrollLeft());
        })
        .toBe(true);

    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(200);
    await settled();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await settled();
    // Back to the start one step at a time: each click moves left (the last step may be shorter,
    // so how many steps it takes depends on the card widths), until 'previous' is disabled at 0.
    for (let step = 0; step < 4 && (await previous.getAttribute('aria-disabled')) === 'false'; step += 1) {
      const before = await scrollLeft();
      await previous.click();
      await expect.poll(scrollLeft).toBeLessThan(before);
      await settled();
    }
    expect(await scrollLeft()).toBe(0);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('home for a logged-in customer', () => {
  test('has no CPF form or sign-up steps, and the cards link to the services', async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expectLoggedIn(page, DEMO.employability.names);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aproveite os benefícios do seu seguro' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'O que preciso para fazer meu cadastro?' })).toHaveCount(0);

    const panel = page.getByRole('tabpanel', { name: 'Empréstimo Protegido MEI' });
    await panel.getByRole('tab', { name: 'Empregabilidade' }).click();
    const cards = panel.getByRole('tabpanel', { name: 'Empregabilidade' });
    const links = {
      'Mais de 1.500 cursos online': '/auth/inicio-fazer-cursos',
      'Crie seu currículo': '/auth/inicio-criar-curriculo',
      'Fale com um especialista': '/auth/inicio-falar-especialista',
      'Procure emprego': '/auth/inicio-procurar-emprego',
      'Comparador salarial': '/auth/comparador-salarial-v2',
    };
    for (const [name, href] of Object.entries(links)) await expect(cards.getByRole('link', { name })).toHaveAttribute('href', href);
    await cards.getByRole('link', { name: 'Comparador salarial' }).click();
    await expect(page).toHaveURL('/auth/comparador-salarial-v2');

    // A service card's page is the service itself (the CV builder's landing; e2e/cv.spec.ts covers it).
    await page.goto('/auth/inicio-criar-curriculo');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie seu currículo' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Criar|Continuar) meu currículo$/ })).toBeVisible();
    await expect(page).toHaveTitle(/Crie seu currículo/);
  });
});

test.describe("home on the logged-in customer's own ecosystem", () => {
  const INCLUDED = 'Incluído no seu plano';
  const firstProduct = (page: Page) => page.getByRole('tabpanel', { name: 'Empréstimo Protegido MEI' });
  const card = (panel: Locator, name: string) => panel.getByRole('listitem').filter({ has: panel.page().getByRole('link', { name, exact: true }) });

  test('opens on Empregabilidade for Mariana, her services marked, never cached for anyone else', async ({ page }) => {
    await loginAs(page, DEMO.employability);
    const answer = await page.goto('/');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    const panel = firstProduct(page);
    await expect(panel.getByRole('tab', { name: 'Empregabilidade' })).toHaveAttribute('aria-selected', 'true');
    const hers = panel.getByRole('tabpanel', { name: 'Empregabilidade' });
    await expect(hers).toBeVisible();
    for (const name of ['Mais de 1.500 cursos online', 'Crie seu currículo', 'Fale com um especialista', 'Procure emprego', 'Comparador salarial']) {
      await expect(card(hers, name)).toContainText(INCLUDED);
    }
    await expectNoAxeViolations(page);

    // Autônomo's own services are not hers: not marked (the courses, which she has, are).
    await panel.getByRole('tab', { name: 'Autônomo' }).click();
    const other = panel.getByRole('tabpanel', { name: 'Autônomo' });
    await expect(card(other, 'Criação de logo')).not.toContainText(INCLUDED);
    await expect(card(other, 'Orientação financeira')).not.toContainText(INCLUDED);
    await expect(card(other, 'Mais de 1.500 cursos online')).toContainText(INCLUDED);
  });

  test('opens on Autônomo for João, where Criação de logo is his and leads to it', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await page.goto('/');
    const panel = firstProduct(page);
    await expect(panel.getByRole('tab', { name: 'Autônomo' })).toHaveAttribute('aria-selected', 'true');
    const his = panel.getByRole('tabpanel', { name: 'Autônomo' });
    await expect(card(his, 'Criação de logo')).toContainText(INCLUDED);
    await his.getByRole('link', { name: 'Criação de logo', exact: true }).click();
    await expect(page).toHaveURL('/auth/itt/logo');
    await expect(page.getByRole('heading', { level: 1, name: 'Criação de logo' })).toBeVisible();
  });

  test('a visitor gets the public home: Autônomo first, nothing marked', async ({ page }) => {
    await page.goto('/');
    const panel = firstProduct(page);
    await expect(panel.getByRole('tab', { name: 'Autônomo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(INCLUDED)).toHaveCount(0);
  });
});

test.describe('benefits carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolls horizontally with snap, without arrows and without widening the page', async ({ page }) => {
    await page.goto('/');
    const rail = page.getByRole('list', { name: 'Serviços do perfil Autônomo: Empréstimo Protegido MEI' });
    await rail.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Ver próximos serviços' }).first()).toBeHidden();
    const layout = await rail.evaluate((el) => ({
      snap: getComputedStyle(el).scrollSnapType,
      overflow: el.scrollWidth > el.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(layout).toEqual({ snap: 'x mandatory', overflow: true, pageWidth: 390 });

    const lastCard = rail.getByRole('listitem').last();
    await expect(lastCard).not.toBeInViewport({ ratio: 0.9 });
    await rail.hover();
    await page.mouse.wheel(2000, 0);
    await expect(lastCard).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('help and contact', () => {
  test('lists every support channel and Fale Conosco opens the contact modal', async ({ page }) => {
    await page.goto('/');
    const help = page.getByRole('region', { name: 'Ajuda e contato' });
    await expect(help.getByRole('heading', { level: 3 })).toHaveText([
      'Formulário de contato',
      'Central de atendimento 24 horas',
      'Ligação gratuita',
      'Chat no app do banco',
      'WhatsApp',
      'E-mail para contas empresariais',
      'Central de empréstimos',
      'Ouvidoria',
      'Abertura de sinistro',
    ]);
    await expect(help.getByRole('link', { name: '0800 450 6000' })).toHaveAttribute('href', 'tel:08004506000');
    await expect(help).toContainText('das 8h às 19h');
    await expect(help).toContainText('das 9h às 17h');
    await expect(help).toContainText('número de protocolo');
    await expect(help.getByRole('link', { name: /Comunicar um sinistro/ })).toHaveAttribute('target', '_blank');

    await help.getByRole('button', { name: 'Fale Conosco' }).click();
    const dialog = page.getByRole('dialog', { name: 'Como podemos te ajudar?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help.getByRole('button', { name: 'Fale Conosco' })).toBeFocused();
  });
});
