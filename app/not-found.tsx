import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { HeaderShell } from '@/components/layout/HeaderShell';
import { PageFrame } from '@/components/layout/PageFrame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * What a page's notFound() shows (an unknown CV section, for instance): HTTP 404 with the generic
 * error screen and the way home. Next sends this boundary in the payload of every page of the root
 * layout, so it stays lean: the header's logo only, without the visitor's panels and their texts
 * (unmatched addresses get the full visitor frame, app/[...unknown]/not-found.tsx). It reads no
 * cookie: a session read here would make the prerendered public pages dynamic.
 */
export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <PageFrame header={<HeaderShell>{null}</HeaderShell>}>
      <ErrorScreen title={t('unexpectedTitle')} message={t('notFoundMessage')} backHomeLabel={t('backHome')} />
    </PageFrame>
  );
}
