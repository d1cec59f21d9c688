import { DEMO, loginAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { clearFaults, resetSandbox, setFault } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => clearFaults(request));

/** What a customer sees of each service while the insurer is down: the page, with a clean pt-BR notice. */
const EMPLOYABILITY_PAGES = [
  { path: '/auth/perfil', notice: /Não foi possível carregar seus dados/ },
  { path: '/auth/perfil/agendamientos', notice: /Não foi possível carregar os seus agendamentos/ },
  { path: '/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno', notice: /Erro na conexão/ },
  { path: '/auth/ofertas-emprego/procurar?q=vendas', notice: /Não foi possível carregar as vagas agora/ },
  { path: '/auth/inicio-fazer-cursos', notice: /Não foi possível carregar os cursos/ },
  { path: '/auth/inicio-criar-curriculo', notice: /Não conseguimos consultar seu currículo salvo agora/ },
];

test.describe('the insurer is down', () => {
  test('public pages keep rendering, as prerendered', async ({ page, request }) => {
    await setFault(request, { path: '/', status: 503 });
    for (const path of ['/', '/perguntas-frequentes']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('logged-in pages show a clean notice: no 500, no stack trace, the header and navigation still there', async ({ page, request }) => {
    await loginAs(page, DEMO.employability);
    await setFault(request, { path: '/', status: 503 });
    for (const { path, notice } of EMPLOYABILITY_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      const main = page.getByRole('main');
      await expect(main.getByText(notice).first(), path).toBeVisible();
      await expect(main).not.toContainText(/Unexpected Application Error|at \w+ \(|Error:|TypeError|undefined/);
      await expect(page.getByRole('navigation', { name: 'Meus benefícios' })).toBeVisible();
    }
  });
});
