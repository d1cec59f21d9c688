import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { unavailableFailure } from '@/lib/bff/client';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import type { CoursesLoad } from '@/lib/courses/contract';

type Props = {
  viewer: ServiceViewer;
  /** The failed read: the session is over, or the partner could not be read (with the page's support code). */
  load: Exclude<CoursesLoad<never>, { kind: 'ok' }>;
  /** The page's own address: 'Tentar de novo' reads it again. */
  retryHref: string;
  title?: string;
};

/** The courses pages' notice when their read failed (catalogue, course, Meus cursos): one shape, the page's address to retry. */
export async function CoursesUnavailable({ viewer, load, retryHref, title }: Props) {
  const t = await getTranslations('Courses');
  return (
    <ServicePage service="courses" viewer={viewer} title={title}>
      <LoadFailure
        title={t('unavailable.title')}
        message={t('unavailable.message')}
        failure={load.kind === 'expired' ? { problem: 'expired' } : unavailableFailure(load)}
        expired={{ message: t('unavailable.expired'), label: t('unavailable.login') }}
        retry={{ label: t('unavailable.retry'), href: retryHref, variant: 'contained' }}
      />
    </ServicePage>
  );
}
