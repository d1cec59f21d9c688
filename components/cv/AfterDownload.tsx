'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SERVICES } from '@/lib/config/benefit-services';
import { PROFILE_SEARCH_PATH } from '@/lib/jobs/links';

/** The specialist's booking page, where a CV review is booked. */
const SPECIALIST_BOOKING = SERVICES.specialist.paths[1]!;

/** After a download: 'Vagas para o seu perfil' (the search of the CV just saved) and the specialist's review, for the services held. */
export function AfterDownload({ next }: { next: { jobs: boolean; specialist: boolean } }) {
  const t = useTranslations('ProfileSearch');
  if (!next.jobs && !next.specialist) return null;
  return (
    <nav aria-label={t('cvNextTitle')} className="flex flex-wrap justify-end gap-x-4">
      {next.jobs && (
        <Link href={PROFILE_SEARCH_PATH} prefetch={false} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" data-control="cv-profile-jobs">
          {t('cvJobs')}
        </Link>
      )}
      {next.specialist && (
        <Link href={SPECIALIST_BOOKING} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" data-control="cv-specialist">
          {t('cvSpecialist')}
        </Link>
      )}
    </nav>
  );
}
