import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PublicFrame } from '@/components/layout/PublicFrame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unmatched addresses: HTTP 404 with the generic error screen, in the visitor's frame (its header
 * opens the login and sign-up panels). Only this segment carries it: the root's not-found
 * (app/not-found.tsx), which Next sends with every page, stays lean.
 */
export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <PublicFrame>
      <ErrorScreen title={t('unexpectedTitle')} message={t('notFoundMessage')} backHomeLabel={t('backHome')} />
    </PublicFrame>
  );
}
