/**
 * Serialises structured data for a `<script type="application/ld+json">`. Every `<` is escaped
 * as \u003c so no text inside can close the script element (the JSON still parses the same).
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type FaqEntry = { question: string; answer: string };

/** schema.org FAQPage of the given questions and answers. */
export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
