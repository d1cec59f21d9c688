import { getTranslations } from 'next-intl/server';

export default async function HomePage() {
  const t = await getTranslations('Home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('lead')}</p>
    </section>
  );
}
