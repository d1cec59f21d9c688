import { DEMO, expectLoggedIn, LANDING, loginAs, openLogin, submitLogin } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { siteUrl } from './support/servers';

const PAGES = [
  { path: '/', canonicalPath: '', title: 'Portal de Benefícios: aproveite os serviços gratuitos do seu seguro' },
  { path: '/perguntas-frequentes', canonicalPath: '/perguntas-frequentes', title: 'Perguntas frequentes | Portal de Benefícios' },
];

test.describe('SEO', () => {
  for (const { path, canonicalPath, title } of PAGES) {
    test(`${path} has its pt-BR title, description, canonical URL and Open Graph`, async ({ page }) => {
      // Canonical URLs name SITE_URL (localhost), whatever host the browser used (127.0.0.1).
      const canonical = `${siteUrl()}${canonicalPath}`;
      await withConsentChosen(page);
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Portal de Benefícios');
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('with a session, / and the FAQ keep their canonical URL and stay indexable', async ({ page }) => {
    await withConsentChosen(page);
    await loginAs(page, DEMO.employability, '/');
    for (const { path, canonicalPath, title } of PAGES) {
      await page.goto(path);
      await expectLoggedIn(page, DEMO.employability.names);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl()}${canonicalPath}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl()}${canonicalPath}`);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });

  test('/auth pages are noindex, without the sharing and description tags of the public pages', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/');
    await submitLogin(await openLogin(page), DEMO.employability.cpf);
    await expectLoggedIn(page, DEMO.employability.names);
    await page.goto(LANDING.employability);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(/\| Portal de Benefícios$/);
    await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"], meta[name="description"]')).toHaveCount(0);
  });

  test('sitemap.xml lists the home and the FAQ', async ({ request }) => {
    const site = siteUrl();
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const locations = [...(await response.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([`${site}/`, `${site}/perguntas-frequentes`]);
  });

  test('robots.txt keeps crawlers out of /auth and /api and points to the sitemap', async ({ request }) => {
    const site = siteUrl();
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['User-Agent: *', 'Allow: /', 'Disallow: /auth', 'Disallow: /api', `Sitemap: ${site}/sitemap.xml`]));
  });
});
