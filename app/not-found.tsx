import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PublicFrame } from '@/components/layout/PublicFrame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unmatched routes: HTTP 404 with the generic error screen. Next renders this boundary with every
 * page of the root layout, so it reads no cookie (the visitor's header): a session read here would
 * make the prerendered public pages dynamic.
 */
export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <PublicFrame>
      <ErrorScreen title={t('unexpectedTitle')} message={t('notFoundMessage')} backHomeLabel={t('backHome')} />
    </PublicFrame>
  );
}
