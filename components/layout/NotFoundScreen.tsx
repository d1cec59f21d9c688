import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LazyErrorScreen } from './LazyNotFoundParts';

/** The 404's title (not indexed), for both not-found boundaries (app/not-found.tsx, app/[...unknown]/not-found.tsx). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** The generic error screen of a 404, with the way home; each boundary puts it in its own frame. */
export async function NotFoundScreen() {
  const t = await getTranslations('Errors');
  return <LazyErrorScreen title={t('unexpectedTitle')} message={t('notFoundMessage')} backHomeLabel={t('backHome')} />;
}
