import { DEMO, LANDING, expectAnonymous, expectLoggedIn, loginPanel, openLogin, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

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
