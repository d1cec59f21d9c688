// INP of three real interactions on a phone-like CPU: web-vitals' onINP in Chromium under
// Playwright, with the CPU slowed 4x through the DevTools protocol (Lighthouse's mobile factor).
// Each interaction runs in a fresh logged-in context; the figure is the median of `runs` of the
// page's INP over the whole interaction (reportAllChanges: the worst interaction so far; every
// interaction counts, not only those over web-vitals' default 40 ms).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { median } from './stats.mjs';

export const INP_TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'Beneficio@2026';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The package's script build (its exports name no path to it), made a global: an init script runs
// in a function of its own, where its top-level `var webVitals` would stay local.
const WEB_VITALS = `${readFileSync(path.join(ROOT, 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js'), 'utf8')};window.webVitals = webVitals;`;

/** The three interactions: what the customer does on the page, after it has loaded. */
export const INTERACTIONS = [
  {
    key: 'slot',
    name: 'picking a time slot (specialist booking)',
    path: '/auth/empregabilidade/falar-com-especialista',
    async act(page) {
      const calendar = page.getByRole('group', { name: '1. Escolha o dia' });
      await calendar.getByRole('grid').waitFor();
      // The first day with free slots: an enabled day button of the grid.
      await calendar.getByRole('grid').getByRole('button').and(page.locator(':not([disabled]):not([aria-disabled="true"])')).first().click();
      const slots = page.getByRole('group', { name: '2. Escolha o horário' });
      await slots.getByRole('radio').and(page.locator(':not([disabled])')).first().click();
    },
  },
  {
    key: 'cv',
    name: 'typing into a CV field',
    path: '/auth/curriculo/dados-pessoais',
    async act(page) {
      const field = page.getByRole('textbox', { name: 'Cargo ou área de interesse' });
      // Every run types the same text, all of it landing: the run before saved its own, and the
      // field stops at 80 characters.
      await field.fill('');
      // Where a phone puts the field being typed into: above its keyboard, mid-screen. Left flush
      // with the bottom edge of the emulated screen (where Playwright's focus puts it once a CV is
      // saved), headless Chromium finds no damage in the frames of the typed text and draws none:
      // each keystroke then waits for the next unrelated frame (the save status, 1 s on), seconds.
      await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await field.pressSequentially('Analista de Marketing Digital', { delay: 80 });
    },
  },
  {
    key: 'courseSearch',
    name: 'typing into the course search',
    path: '/auth/inicio-fazer-cursos',
    async act(page) {
      await page.getByRole('searchbox', { name: 'Nome ou assunto' }).pressSequentially('finanças pessoais', { delay: 80 });
    },
  },
];

function executablePath() {
  const chosen = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH;
  if (chosen) return chosen;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

async function oneRun(browser, base, interaction) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // A choice made: the banner is not what is measured here.
    await context.addCookies([{ name: 'agreeCampaign', value: '0', url: base }]);
    const login = await context.request.post(new URL('/api/auth/login', base).toString(), {
      data: { document: '529.982.247-25', password: PASSWORD },
      headers: { origin: new URL(base).origin },
    });
    if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);
    await context.addInitScript({ content: WEB_VITALS });
    await context.addInitScript(() => {
      window.__inp = 0;
      addEventListener('DOMContentLoaded', () => window.webVitals.onINP((metric) => (window.__inp = metric.value), { reportAllChanges: true, durationThreshold: 0 }));
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(new URL(interaction.path, base).toString(), { waitUntil: 'load' });
    if (response?.status() !== 200 || new URL(page.url()).pathname !== interaction.path) throw new Error(`${interaction.path} ended at ${page.url()} (${response?.status()})`);
    await page.waitForTimeout(1000);
    await interaction.act(page);
    // The last interaction's frame painted, and its entry delivered.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__inp);
  } finally {
    await context.close();
  }
}

/** Resolves to [{key, name, path, inp (median ms), runs: [ms…], missed}]. */
export async function interactionInp({ base, runs, only = [], log = () => {} }) {
  const browser = await chromium.launch({ executablePath: executablePath(), args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS.filter(({ key }) => only.length === 0 || only.includes(key))) {
      const values = [];
      for (let run = 1; run <= runs; run += 1) values.push(await oneRun(browser, base, interaction));
      const inp = median(values);
      log(`phone INP: ${interaction.key} ${values.join(', ')} ms`);
      results.push({ key: interaction.key, name: interaction.name, path: interaction.path, inp, runs: values, missed: inp > INP_TARGET_MS });
    }
    return results;
  } finally {
    await browser.close();
  }
}
