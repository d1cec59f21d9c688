import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of Tab`).toBeFocused();
}

/** Opens an item of the logged-in header's menu with the keyboard alone (Tab to the greeting, Enter, arrows, Enter). */
export async function openUserMenuItem(page: Page, names: string, item: string): Promise<void> {
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: `Olá, ${names}` }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (let moves = 0; moves < 5 && !(await menu.getByRole('menuitem', { name: item }).evaluate((el) => el === document.activeElement)); moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
  await page.keyboard.press('Enter');
}
