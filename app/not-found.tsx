import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** Unmatched routes: HTTP 404 with the generic error screen. */
export default async function NotFound() {
  const t = await getTranslations('Errors');
  return <ErrorScreen title={t('unexpectedTitle')} message={t('notFoundMessage')} backHomeLabel={t('backHome')} />;
}
