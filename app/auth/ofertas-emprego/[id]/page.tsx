import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobOfferPage, offerOf } from '@/components/jobs/JobOfferPage';
import type { SearchParams } from '@/lib/validation/jobs';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Jobs');
  const outcome = await offerOf((await params).id);
  if (outcome.kind === 'offer') return { title: outcome.offer.title };
  return { title: outcome.kind === 'notFound' ? t('offer.notFoundTitle') : t('search.title') };
}

/** One job offer, with 'Candidatar-se'. */
export default async function Page({ params, searchParams }: Props) {
  return <JobOfferPage id={(await params).id} params={await searchParams} />;
}
