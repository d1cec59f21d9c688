import { getTranslations } from 'next-intl/server';
import { Accordion } from './Accordion';
import { FAQ_CATEGORIES } from './faqContent';
import { FaqJsonLd } from './FaqJsonLd';
import { DocumentLink } from '@/components/ui/DocumentLink';
import { Section } from '@/components/ui/Section';

/**
 * 'Perguntas frequentes' (SPEC §2). Prerendered (for visitors, and for customers with the logged-in
 * header); rendered per request only by a build without the hashes file, whose request nonce the
 * structured data then carries (app/por-pedido).
 */
export async function FaqPage({ nonce }: { nonce?: string }) {
  const t = await getTranslations('Faq');
  const categories = FAQ_CATEGORIES.map(({ id, questions }) => ({
    id,
    title: t(`categories.${id}`),
    items: questions.map((question) => ({
      id: question,
      title: t(`questions.${question}.question`),
      content: t(`questions.${question}.answer`),
    })),
  }));

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 desktop:py-16">
      <FaqJsonLd nonce={nonce} entries={categories.flatMap(({ items }) => items.map(({ title, content }) => ({ question: title, answer: content })))} />
      <h1 className="text-3xl font-bold text-brand-900 desktop:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('lead')}</p>
      {categories.map(({ id, title, items }) => (
        <Section key={id} title={title} titleId={`faq-${id}`} titleClassName="mb-4 section-title" className="mt-10">
          <Accordion items={items} headingLevel={3} />
        </Section>
      ))}
      <p className="mt-10 text-ink-muted">
        {t('moreHelp')}{' '}
        <DocumentLink href="/#ajuda" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('moreHelpLink')}
        </DocumentLink>
      </p>
    </div>
  );
}
