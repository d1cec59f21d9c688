import type { Locator } from '@playwright/test';
import { openLogin } from './support/accounts';
import { tabTo } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';

/**
 * The keyboard's focus ring on the buttons (primary ones above all): the moment the focus lands, a
 * ring of at least 2 px whose colour has 3:1 against the page around it (WCAG 2.4.13's intent), not
 * one fading in from the button's white text.
 */
test.beforeEach(async ({ page }) => withConsentChosen(page));

/** WCAG's contrast ratio of two computed 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The ring as it is right when the focus arrives, and the background around the button. */
const ringOf = (button: Locator) =>
  button.evaluate((node) => {
    const style = getComputedStyle(node);
    let around: Element | null = node.parentElement;
    while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)') around = around.parentElement;
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, around: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)' };
  });

test('a primary button shows a ring of 3:1 against its surroundings as soon as the keyboard reaches it', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Aproveite os benefícios do seu seguro' });
  for (const button of [banner.getByRole('button', { name: 'Acessar benefícios' }), page.getByRole('banner').getByRole('button', { name: 'Minha conta' })]) {
    await tabTo(page, button);
    const ring = await ringOf(button);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.around), `${ring.color} on ${ring.around}`).toBeGreaterThanOrEqual(3);
  }
  // And in a dialog: the login panel's Acessar.
  const panel = await openLogin(page);
  const submit = panel.getByRole('button', { name: 'Acessar' });
  await panel.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25');
  await panel.getByLabel('Senha', { exact: true }).fill('x');
  await tabTo(page, submit);
  const ring = await ringOf(submit);
  expect(contrast(ring.color, ring.around), `${ring.color} on ${ring.around}`).toBeGreaterThanOrEqual(3);
});
