import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobSearchPage } from '@/components/jobs/JobSearchPage';
import type { SearchParams } from '@/lib/validation/jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Jobs.search');
  return { title: t('metaTitle') };
}

/** The job search (service key ofertas-emprego/procurar): filters in the URL, results rendered here. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <JobSearchPage params={await searchParams} />;
}
