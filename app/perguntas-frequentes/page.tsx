import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Accordion } from '@/components/faq/Accordion';
import { FAQ_CATEGORIES } from '@/components/faq/faqContent';
import { FaqJsonLd } from '@/components/faq/FaqJsonLd';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('faq');
}

export default async function FaqPage() {
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
      <FaqJsonLd entries={categories.flatMap(({ items }) => items.map(({ title, content }) => ({ question: title, answer: content })))} />
      <h1 className="text-3xl font-bold text-brand-900 desktop:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('lead')}</p>
      {categories.map(({ id, title, items }) => (
        <section key={id} aria-labelledby={`faq-${id}`} className="mt-10">
          <h2 id={`faq-${id}`} className="mb-4 text-2xl font-bold text-brand-900">
            {title}
          </h2>
          <Accordion items={items} headingLevel={3} />
        </section>
      ))}
      <p className="mt-10 text-ink-muted">
        {t('moreHelp')}{' '}
        <Link href="/#ajuda" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('moreHelpLink')}
        </Link>
      </p>
    </div>
  );
}
