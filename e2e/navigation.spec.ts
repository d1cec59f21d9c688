import { DEMO, LANDING, loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import type { Locator, Page } from '@playwright/test';

/** What Next's route announcer (an assertive live region in a shadow root) last said. */
const announced = (page: Page) =>
  page.evaluate(() => document.querySelector('next-route-announcer')?.shadowRoot?.querySelector('[aria-live]')?.textContent ?? '');

/** Presses Tab until `target` has the focus (or fails). */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement).catch(() => false)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ request }) => resetSandbox(request));

const EMPLOYABILITY = ['Mais de 1.500 cursos online', 'Crie seu currículo', 'Fale com um especialista', 'Procure emprego', 'Comparador salarial'];
/** 'Meus benefícios' opens with the start page, then the services. */
const DASHBOARD = 'Meu painel';
const SELF_EMPLOYED = ['Mais de 1.500 cursos online', 'Orientação em marketing digital', 'Orientação financeira', 'Criação de logo'];

test.describe('getting around once logged in', () => {
  test("'Meus benefícios' lists only the customer's services and marks the current one", async ({ page }) => {
    await loginAs(page, DEMO.employability);
    await expect(page).toHaveURL(LANDING.employability);
    const nav = page.getByRole('navigation', { name: 'Meus benefícios' });
    const toggle = nav.getByRole('button', { name: 'Meus benefícios' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('menuitem')).toHaveText([DASHBOARD, ...EMPLOYABILITY]);
    await expect(nav.getByRole('menuitem', { name: 'Comparador salarial' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await nav.getByRole('menuitem', { name: 'Crie seu currículo' }).click();
    await expect(page).toHaveURL('/auth/inicio-criar-curriculo');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav.getByRole('menuitem', { name: 'Crie seu currículo' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('menuitem', { name: 'Comparador salarial' })).not.toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test("by keyboard: after moving to another service from 'Meus benefícios', the focus is on the new page's heading and the page is announced", async ({ page }) => {
    await loginAs(page, DEMO.employability);
    await expect(page).toHaveURL(LANDING.employability);
    const nav = page.getByRole('navigation', { name: 'Meus benefícios' });
    const toggle = nav.getByRole('button', { name: 'Meus benefícios' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    // A menu button, as the account menu: the focus goes into the menu, the arrows move it.
    const menu = nav.getByRole('menu', { name: 'Meus benefícios' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    for (let moves = 0; moves < EMPLOYABILITY.length && !(await menu.getByRole('menuitem', { name: 'Crie seu currículo' }).evaluate((el) => el === document.activeElement)); moves += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(menu.getByRole('menuitem', { name: 'Crie seu currículo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth/inicio-criar-curriculo');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect.poll(() => announced(page)).toMatch(/^Crie seu currículo \| /);
    await expectNoAxeViolations(page);
    // The next Tab goes on from the heading, into the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('conteudo')?.contains(document.activeElement))).toBe(true);

    // And from a card of the page itself to another service.
    const card = page.getByRole('main').getByRole('region', { name: 'Seus benefícios' }).getByRole('link', { name: 'Fale com um especialista' });
    await tabTo(page, card, 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth/inicio-falar-especialista');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => announced(page)).toMatch(/^Fale com um especialista \| /);
    await expectNoAxeViolations(page);
  });

  test('every service card on a logged-in page is a link to the service, the current one marked', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await expect(page).toHaveURL(LANDING.selfEmployed);
    const cards = page.getByRole('main').getByRole('region', { name: 'Seus benefícios' });
    await expect(cards.getByRole('link')).toHaveText(SELF_EMPLOYED);
    await expect(cards.getByRole('link', { name: 'Mais de 1.500 cursos online' })).toHaveAttribute('aria-current', 'page');
    await cards.getByRole('link', { name: 'Orientação financeira' }).click();
    await expect(page).toHaveURL('/auth/itt/orientacao-financeira');
    await expect(page.getByRole('main').getByRole('region', { name: 'Seus benefícios' }).getByRole('link', { name: 'Orientação financeira' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("the home page's carousel cards go straight to the service for a logged-in customer", async ({ page }) => {
    await loginAs(page, DEMO.employability, '/');
    const benefits = page.getByRole('region', { name: 'Conheça seus benefícios' });
    await benefits.getByRole('tab', { name: 'Empregabilidade' }).first().click();
    await benefits.getByRole('link', { name: 'Procure emprego' }).first().click();
    await expect(page).toHaveURL('/auth/inicio-procurar-emprego');
  });

  test('a service outside the customer\'s ecosystems shows the not-in-your-benefits page, with a way back', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/itt/marketing');
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Orientação em marketing digital');
    await page.getByRole('link', { name: 'Voltar para os meus benefícios' }).click();
    await expect(page).toHaveURL(LANDING.employability);
  });
});

test("'Meus benefícios' and the account menu behave alike, by keyboard: into the menu, arrows, Home, End, Escape back to the button, Tab out", async ({ page }) => {
  await loginAs(page, DEMO.employability);
  const banner = page.getByRole('banner');
  for (const [button, menuName] of [
    [banner.getByRole('button', { name: 'Meus benefícios' }), 'Meus benefícios'],
    [banner.getByRole('button', { name: `Olá, ${DEMO.employability.names}` }), undefined],
  ] as const) {
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const menu = menuName ? banner.getByRole('menu', { name: menuName }) : banner.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // ↓ on the button opens the menu too; Tab leaves and closes it.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
});

test.describe('getting around on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the burger menu holds 'Meus benefícios', by keyboard", async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    const nav = page.getByRole('navigation', { name: 'Meus benefícios' });
    await expect(nav.getByRole('button', { name: 'Meus benefícios' })).toBeHidden();
    const burger = nav.getByRole('button', { name: 'Abrir menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('menuitem')).toHaveText([DASHBOARD, ...SELF_EMPLOYED]);
    await expectNoAxeViolations(page);
    await expect(nav.getByRole('menuitem', { name: DASHBOARD })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('menuitem', { name: SELF_EMPLOYED[0] })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth/itt/marketing');
    // Focus on the new page's heading, not on <body>.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Orientação em marketing digital' })).toBeFocused();
    await expectNoAxeViolations(page);
    await expect(nav.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
