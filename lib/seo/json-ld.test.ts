import { faqPageJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes < so the text cannot close the script element, and still parses the same', () => {
    const data = { text: '</script><script>alert(1)</script>' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('faqPageJsonLd', () => {
  it('builds a schema.org FAQPage with one Question per entry', () => {
    const ld = faqPageJsonLd([{ question: 'Quem pode usar?', answer: 'Clientes com seguro ativo.' }]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Quem pode usar?', acceptedAnswer: { '@type': 'Answer', text: 'Clientes com seguro ativo.' } }],
    });
  });
});
