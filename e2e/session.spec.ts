import type { APIRequestContext } from '@playwright/test';
import { DEMO, LANDING, expectAnonymous, expectLoggedIn, loginAs, loginPanel, openLogin, submitLogin } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openUserMenuItem, tabTo } from './support/keyboard';
import { resetSandbox } from './support/sandbox';
import { portalUrl } from './support/servers';

test.beforeEach(async ({ request }) => resetSandbox(request));

const SESSION_COOKIE = /^(__Host-)?portal-session$/;

test.describe('session', () => {
  test('Sair ends the session, clears the local keys and reloads anonymous', async ({ page, context }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expectLoggedIn(page, DEMO.employability.names);
    expect((await context.cookies()).some((c) => SESSION_COOKIE.test(c.name) && c.httpOnly)).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('token');
    await page.evaluate(() => ['token', 'products', 'user', 'temp', 'document'].forEach((k) => localStorage.setItem(k, 'x')));

    await page.getByRole('button', { name: `Olá, ${DEMO.employability.names}` }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    // The reload of an /auth page without a session lands on the home page with the login panel.
    await expect(loginPanel(page)).toBeVisible();
    await expectAnonymous(page);
    const left = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    expect(left).not.toHaveProperty('token');
    expect(left).not.toHaveProperty('products');
    expect(left).not.toHaveProperty('user');
    // temp now only records the login panel the reload opened.
    expect(left.temp).toBe(JSON.stringify({ modalType: 'login' }));
    expect((await context.cookies()).some((c) => SESSION_COOKIE.test(c.name))).toBe(false);
  });

  test('a tampered session cookie means anonymous, without an error', async ({ page, context }) => {
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expectLoggedIn(page, DEMO.employability.names);
    const cookie = (await context.cookies()).find((c) => SESSION_COOKIE.test(c.name));
    expect(cookie).toBeDefined();
    const value = cookie!.value;
    const flipped = value.slice(0, -5) + (value.at(-5) === 'A' ? 'B' : 'A') + value.slice(-4);
    await context.addCookies([{ ...cookie!, value: flipped }]);
    await page.evaluate(() => {
      ['token', 'user', 'eco', 'lastsession'].forEach((key) => localStorage.setItem(key, 'legado'));
      localStorage.setItem('agreeCampaign', '0');
    });

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expectAnonymous(page);
    // The spec's corrupt-session rule: its local keys are cleared too (the consent choice stays).
    await expect
      .poll(() => page.evaluate(() => ['token', 'user', 'eco', 'lastsession'].map((key) => localStorage.getItem(key))))
      .toEqual([null, null, null, null]);
    expect(await page.evaluate(() => localStorage.getItem('agreeCampaign'))).toBe('0');
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal-session-ended');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    expect((await context.cookies()).some((c) => SESSION_COOKIE.test(c.name))).toBe(false);
  });

  test('/auth without a session goes to /?login=1 with the login panel open', async ({ page }) => {
    await page.goto(LANDING.employability);
    await expect(loginPanel(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectAnonymous(page);
    await submitLogin(loginPanel(page), DEMO.employability.cpf);
    await expect(page).toHaveURL(LANDING.employability);
    await expectLoggedIn(page, DEMO.employability.names);
  });
});

test.describe('defence in depth', () => {
  // CVE-2025-29927: a forged x-middleware-subrequest header once made Next.js skip middleware.
  // Whether or not the proxy runs, the /auth page verifies the session itself (lib/session/dal.ts).
  for (const value of ['middleware', 'proxy', 'src/middleware', Array(5).fill('middleware').join(':'), Array(5).fill('proxy').join(':')]) {
    test(`an /auth page with x-middleware-subrequest: ${value} and no session shows nothing private`, async ({ request }) => {
      const response = await request.get(LANDING.employability, { headers: { 'x-middleware-subrequest': value }, maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers()['location']).toMatch(/\/\?login=1$/);
      const body = await response.text();
      for (const privateText of ['Olá,', 'Estes são os serviços incluídos no seu seguro', DEMO.employability.names]) expect(body).not.toContain(privateText);
    });
  }
});

test.describe('the public pages with a session', () => {
  const PAGES = ['/', '/perguntas-frequentes'];
  const EMPLOYABILITY = ['Mais de 1.500 cursos online', 'Crie seu currículo', 'Fale com um especialista', 'Procure emprego', 'Comparador salarial'];

  /**
   * A login of `cpf` in its own cookie jar (the request context), in ecosystem `product` when it must
   * choose one; gives back what GET `path` answers with it.
   */
  async function htmlWith(request: APIRequestContext, cpf: string | null, path: string, product?: '3' | '5') {
    const base = portalUrl(test.info().parallelIndex);
    const headers = { origin: base };
    if (cpf) expect((await request.post(`${base}/api/auth/login`, { data: { document: cpf, password: DEMO.password }, headers })).status()).toBe(200);
    if (product) expect((await request.post(`${base}/api/auth/ecosystem`, { data: { product }, headers })).status()).toBe(200);
    return request.get(`${base}${path}`);
  }

  // The home has one variant per ecosystem (e2e/home.spec.ts): Mariana and Fernanda, once she has
  // chosen Empregabilidade, are two customers of the same one.
  test('are served as built: the same HTML for every customer of an ecosystem, with no name in it (not rendered per request)', async ({ playwright }) => {
    const [mariana, fernanda, visitor] = await Promise.all([0, 1, 2].map(() => playwright.request.newContext()));
    for (const path of PAGES) {
      const home = path === '/';
      const answers = [
        await htmlWith(mariana!, home ? DEMO.employability.cpf : null, path),
        await htmlWith(fernanda!, home ? DEMO.threeEcosystems.cpf : null, path, home ? '3' : undefined),
      ];
      const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
      expect(first, `${path}: the same bytes for two customers`).toBe(second);
      for (const name of [DEMO.employability.names, DEMO.threeEcosystems.names]) expect(first).not.toContain(name);
      // Prerendered at build time (Next.js marks what it serves from the build), with a hash-based policy.
      for (const answer of answers) {
        expect(answer.headers()['x-nextjs-prerender']).toMatch(/^1(, 1)*$/);
        expect(answer.headers()['content-security-policy']).toContain("'sha256-");
        expect(answer.headers()['content-security-policy']).not.toContain("'nonce-");
        expect(answer.headers()['cache-control'], 'kept out of shared caches').toBe('private, no-store');
      }
      // The logged-in variant, not the visitor's page.
      expect(first).not.toBe(await (await htmlWith(visitor!, null, path)).text());
    }
    await Promise.all([mariana, fernanda, visitor].map((context) => context!.dispose()));
  });

  for (const path of PAGES) {
    test(`${path}: the header greets the customer and offers their menus by keyboard, never the login`, async ({ page }) => {
      await loginAs(page, DEMO.employability, path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Minha conta' })).toHaveCount(0);
      await expect(banner.getByRole('button', { name: 'Acessar benefícios' })).toHaveCount(0);

      const nav = banner.getByRole('navigation', { name: 'Meus benefícios' });
      const toggle = nav.getByRole('button', { name: 'Meus benefícios' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('menuitem')).toHaveText(['Meu painel', ...EMPLOYABILITY]);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await openUserMenuItem(page, DEMO.employability.names, 'Sair');
      await expectAnonymous(page);
      await expect(page).toHaveURL(path);
    });
  }

  test('the header keeps its place while the session is read, with nothing to click in the meantime', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session/header', async (route) => {
      await held;
      await route.continue();
    });
    await loginAs(page, DEMO.employability, LANDING.employability);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const pendingHeight = (await banner.boundingBox())?.height;
    // Only the logo (the skip link comes before the header): no login offered, nothing that will vanish under a click.
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(banner.getByRole('link')).toHaveCount(1);
    release();
    await expectLoggedIn(page, DEMO.employability.names);
    expect((await banner.boundingBox())?.height).toBe(pendingHeight);
  });

  test('a session that ended before the header was read shows the visitor header, then the visitor pages', async ({ page, context }) => {
    await loginAs(page, DEMO.employability, LANDING.employability);
    await page.route('**/api/session/header', (route) => route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Sessão expirada.' } }));
    await page.goto('/perguntas-frequentes');
    await expectAnonymous(page);
    await page.unroute('**/api/session/header');

    // Ended for real (the cookie went stale: tampered here), the next page is the visitor's, its keys cleared.
    const cookie = (await context.cookies()).find((c) => SESSION_COOKIE.test(c.name))!;
    await context.addCookies([{ ...cookie, value: `${cookie.value.slice(0, -5)}${cookie.value.at(-5) === 'A' ? 'B' : 'A'}${cookie.value.slice(-4)}` }]);
    await page.evaluate(() => localStorage.setItem('token', 'legado'));
    await page.goto('/');
    await expectAnonymous(page);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
