import { FAQ_CATEGORIES } from '../components/faq/faqContent';
import messages from '../messages/pt-BR.json';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';

/** Every question and answer, in the page's order. */
const QUESTIONS = FAQ_CATEGORIES.flatMap(({ questions }) => questions.map((id) => messages.Faq.questions[id]));

/** Undoes React's escaping of text in HTML. */
const unescapeHtml = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test.describe('FAQ', () => {
  test('has the two categories and an accordion that works with mouse and keyboard', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/perguntas-frequentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Dados e Cadastros', 'Serviços']);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(QUESTIONS.length);

    const register = page.getByRole('button', { name: messages.Faq.questions.register.question });
    await expect(register).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`#${await register.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await register.click();
    await expect(register).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: messages.Faq.questions.register.question })).toContainText('Ativar conta');

    const exclusive = page.getByRole('button', { name: messages.Faq.questions.whoCanUse.question });
    await exclusive.focus();
    await page.keyboard.press('Enter');
    const exclusiveAnswer = page.getByRole('region', { name: messages.Faq.questions.whoCanUse.question });
    await expect(exclusiveAnswer).toContainText('exclusivos para clientes com um seguro ativo');
    await expect(exclusiveAnswer).toContainText('não podem ser compartilhados');
    await page.keyboard.press('Space');
    await expect(exclusive).toHaveAttribute('aria-expanded', 'false');
    await expect(exclusiveAnswer).toBeHidden();
  });

  test('serves every question and answer in the HTML, without JavaScript', async ({ request }) => {
    const response = await request.get('/perguntas-frequentes');
    expect(response.status()).toBe(200);
    const html = unescapeHtml(await response.text());
    for (const { question, answer } of QUESTIONS) {
      expect(html).toContain(question);
      expect(html).toContain(answer);
    }
  });

  test('describes itself as a FAQPage in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/perguntas-frequentes')).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual(
      QUESTIONS.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
    );
  });
});
