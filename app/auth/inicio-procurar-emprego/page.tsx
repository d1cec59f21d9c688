import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobsLanding } from '@/components/jobs/JobsLanding';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('jobs.title') };
}

/** The job search's landing (service key procurar-emprego). */
export default function Page() {
  return <JobsLanding />;
}
