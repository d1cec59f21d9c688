import type { Page } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './support/accounts';
import { chooseDay, slotAt, slotWith, tabTo } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { formatTime } from '../lib/time/brazil';

/** Keyboard alone: after each of these actions the focus is somewhere the customer can go on from, never the page itself. */

test.beforeEach(async ({ request }) => resetSandbox(request));

const focusIsLost = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

async function bookByKeyboard(page: Page) {
  await withConsentChosen(page);
  await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
  const { day, start } = await slotWith(page, 'specialist', 2);
  await chooseDay(page, day);
  await slotAt(page, formatTime(Date.parse(start))).check();
  const submit = page.getByRole('main').getByRole('button', { name: 'Confirmar agendamento' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Agendamento recebido!' });
  await expect(confirmation.getByRole('button', { name: 'Entendi' })).toBeFocused();
  return confirmation;
}

test("after 'Entendi' on the booking confirmation, the focus is on what the page now says: the booked appointment", async ({ page }) => {
  const confirmation = await bookByKeyboard(page);
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();
  const booked = page.getByRole('main').getByText(/^Você já tem uma videochamada deste serviço marcada/);
  await expect(booked).toBeFocused();
  expect(await focusIsLost(page)).toBe(false);
});

test("Escape inside 'Adicionar à agenda' closes only its list; the confirmation stays, with the focus on the button", async ({ page }) => {
  const confirmation = await bookByKeyboard(page);
  const add = confirmation.getByRole('button', { name: 'Adicionar à agenda' });
  await tabTo(page, add, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(confirmation.getByRole('list', { name: 'Adicionar à agenda' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await expect(confirmation).toBeVisible();
  await expect(add).toBeFocused();
});

test('after a course search, the focus is on the results heading, which says how many were found', async ({ page }) => {
  await withConsentChosen(page);
  await loginAs(page, DEMO.selfEmployed, LANDING.selfEmployed);
  const field = page.getByRole('search', { name: 'Buscar cursos' }).getByRole('searchbox', { name: 'Nome ou assunto' });
  await field.focus();
  await page.keyboard.type('excel');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=excel/);
  const heading = page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('heading', { level: 2, name: 'Cursos' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(/^\d+ cursos? encontrados?$/);
  // One Tab from there is the first result's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('article').first().locator(':focus')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('after the cookie banner is answered by keyboard, the focus goes on from what is on the screen, and nothing jumps', async ({ page }) => {
    await page.goto('/perguntas-frequentes');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    const accept = banner.getByRole('button', { name: 'Aceitar' });
    await tabTo(page, accept);
    // The customer reads the middle of the page, the banner's button still focused (the banner sticks to the bottom).
    await page.evaluate(() => scrollTo(0, 500));
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await focusIsLost(page)).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(500);
    // The focus is on a control on the screen: the next Tab goes on from there, not from the top of the page.
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
  });
});
