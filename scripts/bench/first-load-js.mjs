// First-load JS: the scripts a page loads before any interaction, measured in Chromium. Each page
// opens in a fresh browser context (empty cache); every script response that arrives before the
// load event counts once, by its body gzipped here at level 9, so the figure does not depend on
// how (or whether) the server compresses. Inline scripts (Next's RSC payload) are part of the HTML
// and not counted here; the HTML's own gzip size is kept in the JSON.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The flags of playwright.config.ts (e2e), for the same browser behaviour.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function executablePath() {
  const chosen = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH;
  if (chosen) return chosen;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Loads `url` in `context` and sums its scripts until the load event. */
async function measure(context, url) {
  const page = await context.newPage();
  const scripts = new Map();
  let loaded = false;
  page.on('response', (response) => {
    if (!loaded && response.request().resourceType() === 'script' && !scripts.has(response.url())) scripts.set(response.url(), response);
  });
  page.once('load', () => {
    loaded = true;
  });
  const document = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!document || document.status() !== 200) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
  if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${page.url()}`);
  let rawBytes = 0;
  let gzip = 0;
  for (const response of scripts.values()) {
    const body = await response.body();
    rawBytes += body.length;
    gzip += gzipBytes(body);
  }
  const html = await document.body();
  await page.close();
  return { path: new URL(url).pathname, gzipBytes: gzip, rawBytes, scripts: scripts.size, htmlGzipBytes: gzipBytes(html) };
}

/**
 * First-load JS of each of `pages` ({key: {url, login?: {url, document, password}}}): resolves to
 * {key: {path, gzipBytes, rawBytes, scripts, htmlGzipBytes}}. A page with `login` is loaded after a
 * login through the portal's BFF in the same context (its session cookie).
 */
export async function firstLoadJs(pages) {
  const browser = await chromium.launch({ executablePath: executablePath(), args: CHROMIUM_ARGS });
  try {
    const results = {};
    for (const [key, { url, login }] of Object.entries(pages)) {
      const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      try {
        if (login) {
          const origin = new URL(login.url).origin;
          const answer = await context.request.post(login.url, { data: { document: login.document, password: login.password }, headers: { origin } });
          if (answer.status() !== 200) throw new Error(`login for ${url} answered ${answer.status()}`);
        }
        results[key] = await measure(context, url);
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
