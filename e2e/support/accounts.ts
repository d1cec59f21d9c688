import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { portalUrl } from './servers';

/** The demo customers of sandbox/demo-customers.ts, by scenario. */
export const DEMO = {
  password: 'Beneficio@2026',
  employability: { cpf: '529.982.247-25', names: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br' },
  selfEmployed: { cpf: '111.444.777-35', names: 'João Pedro Almeida', email: 'joao.almeida@exemplo.com.br' },
  threeEcosystems: { cpf: '390.533.447-05', names: 'Fernanda Lima Costa', email: 'fernanda.costa@exemplo.com.br' },
  installments: { cpf: '123.456.789-09', names: 'Ricardo Gomes Pereira', email: 'ricardo.pereira@exemplo.com.br' },
  noPolicy: { cpf: '987.654.321-00' },
  blocked: { cpf: '246.813.579-28' },
  massRegistered: { cpf: '135.792.468-28', names: 'Patrícia Nunes Carvalho', email: 'patricia.carvalho@exemplo.com.br' },
  signup: { cpf: '314.159.265-90', names: 'Ana Paula Ferreira', email: 'ana.ferreira@exemplo.com.br', phone: '81994443322' },
  signupNoPolicy: { cpf: '271.828.182-05', names: 'Gustavo Henrique Ribeiro' },
  signupLimit: { cpf: '161.803.398-05', names: 'Camila Azevedo Duarte' },
  signupNameCheck: { cpf: '141.421.356-51', names: 'Carlos Eduardo Lima' },
} as const;

export const LANDING = {
  employability: '/auth/comparador-salarial-v2',
  selfEmployed: '/auth/inicio-fazer-cursos',
} as const;

export const loginPanel = (page: Page) => page.getByRole('dialog', { name: 'Acesse seus benefícios' });

/** Opens the login panel from the header and checks it with axe. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Minha conta' }).click();
  const panel = loginPanel(page);
  await expect(panel.getByRole('textbox', { name: 'CPF' })).toBeVisible();
  return panel;
}

/** Fills and submits the login panel. */
export async function submitLogin(panel: Locator, cpf: string, password: string = DEMO.password): Promise<void> {
  await panel.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await panel.getByLabel('Senha', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Acessar' }).click();
}

/** The header greets the logged-in customer. */
export async function expectLoggedIn(page: Page, names: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: `Olá, ${names}` })).toHaveAttribute('aria-haspopup', 'menu');
  await expectNoAxeViolations(page);
}

export async function expectAnonymous(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha conta' })).toBeVisible();
}

/**
 * Logs in through the BFF's login route over real HTTP, sharing the page's cookies (faster than the
 * panel, for tests about what comes after login; e2e/login.spec.ts drives the panel itself).
 * Then opens `path` (default: the customer's landing page) and checks the greeting.
 */
export async function loginAs(page: Page, customer: { cpf: string; names: string }, path?: string): Promise<void> {
  const base = portalUrl(test.info().parallelIndex);
  const response = await page.request.post(`${base}/api/auth/login`, {
    data: { document: customer.cpf, password: DEMO.password },
    headers: { origin: base },
  });
  expect(response.status(), 'login through the BFF').toBe(200);
  const { redirectTo } = (await response.json()) as { redirectTo: string | null };
  await page.goto(path ?? redirectTo ?? '/');
  await expectLoggedIn(page, customer.names);
}
