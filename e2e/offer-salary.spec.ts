import type { Page } from '@playwright/test';
import { formatBRL } from '../lib/salary/format';
import { OCCUPATIONS } from '../sandbox/content/occupations';
import { salaryFigures } from '../sandbox/content/salary-reference';
import { DEMO, loginAs } from './support/accounts';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';

/** A job offer shows what its profession earns in its state, from the salary comparator. */

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

/** Offers of the sandbox's fixed catalogue (sandbox/content/jobs-catalogue.ts): a Garçom in SP paying R$ 1.550,00, an 'Analista de Suporte Técnico' in BA. */
const WAITER_SP = '/auth/ofertas-emprego/41';
const SUPPORT_ANALYST = '/auth/ofertas-emprego/45';

async function openOffer(page: Page, path: string, title: string) {
  await loginAs(page, DEMO.employability, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.getByRole('complementary', { name: 'Resumo da vaga' });
}

test.describe('salary on the job offer', () => {
  test.slow();

  test('a Garçom offer in São Paulo shows the comparator’s P25, median and P75 of garçons in SP, and links to it', async ({ page }) => {
    const facts = await openOffer(page, WAITER_SP, 'Garçom');
    const figures = salaryFigures(OCCUPATIONS.find((each) => each.id === '5134')!, 'SP', 'pleno');
    const salary = facts.getByRole('region', { name: 'Quanto a profissão paga em São Paulo' });
    await expect(salary).toContainText('Garçons, barmen, copeiros e sommeliers, nível pleno, segundo o comparador salarial.');
    await expect(salary.getByRole('definition')).toHaveText([formatBRL(figures.p25), formatBRL(figures.median), formatBRL(figures.p75)]);
    await expect(salary).toContainText(/Com base em [\d.]+ salários? informados? em São Paulo, por mês\. Fonte: .+\./);
    // The offer states its pay: the page says where it stands against the state's median.
    const pay = 1550;
    const stance = pay > figures.median * 1.05 ? 'acima' : pay < figures.median * 0.95 ? 'abaixo' : 'próximo';
    await expect(salary).toContainText(`O salário desta vaga está ${stance} da mediana do estado.`);
    await expectNoAxeViolations(page);

    await salary.getByRole('link', { name: 'Ver no comparador' }).click();
    await expect(page).toHaveURL('/auth/comparador-salarial-v2?ocupacao=5134&uf=SP&nivel=pleno');
    await expect(page.getByText(formatBRL(figures.median)).first()).toBeVisible();
  });

  test('on a phone, each figure fits its own cell: none runs into the next', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const facts = await openOffer(page, WAITER_SP, 'Garçom');
    const salary = facts.getByRole('region', { name: 'Quanto a profissão paga em São Paulo' });
    await expect(salary.getByRole('definition')).toHaveCount(3);
    const boxes = await salary.getByRole('definition').evaluateAll((cells) =>
      cells.map((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        const { left, right, top } = text.getBoundingClientRect();
        return { left, right, top, cellRight: cell.getBoundingClientRect().right };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.right).toBeLessThanOrEqual(box.cellRight + 0.5);
      const next = boxes[index + 1];
      if (next && Math.abs(next.top - box.top) < 1) expect(next.left).toBeGreaterThan(box.right);
    }
    await expectNoAxeViolations(page);
  });

  test('an offer whose title fits no single family says so and shows no figure', async ({ page }) => {
    // 'Analista de Suporte Técnico': 'Analista de suporte' and 'Suporte técnico' are two families.
    const facts = await openOffer(page, SUPPORT_ANALYST, 'Analista de Suporte Técnico');
    await expect(facts).toContainText('Não encontramos no comparador salarial uma profissão que corresponda a esta vaga, por isso não mostramos uma faixa salarial.');
    await expect(facts.getByRole('link', { name: 'Ver no comparador' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('when the comparator fails, the offer is shown with a plain word instead of the figures', async ({ page, request }) => {
    await setFault(request, { path: '/salary/getSalaryRange', status: 500 });
    const facts = await openOffer(page, WAITER_SP, 'Garçom');
    await expect(facts).toContainText('Não foi possível consultar o comparador salarial agora. Os dados da vaga continuam valendo.');
    await expect(facts.getByRole('button', { name: 'Candidatar-se' })).toBeVisible();
  });
});
