import type { getTranslations } from 'next-intl/server';
import type { JobOfferSummary } from '@/lib/jobs/types';
import { salaryText } from '@/lib/jobs/format';
import { ago } from '@/lib/time/brazil-calendar';

/** The 'Jobs' texts; the cards take them from their list, so no card awaits its own. */
export type Labels = Awaited<ReturnType<typeof getTranslations<'Jobs'>>>;

/** An offer's salary as the pages write it ('R$ 3.500 a R$ 4.200 por mês', 'Salário a combinar'). */
export function salaryLabel(t: Labels, offer: Pick<JobOfferSummary, 'salaryMin' | 'salaryMax'>): string {
  const salary = salaryText(offer.salaryMin, offer.salaryMax);
  if (salary.kind === 'range') return t('results.salaryRange', { min: salary.min, max: salary.max });
  if (salary.kind === 'exact') return t('results.salaryExact', { value: salary.value });
  return t('results.salaryUnknown');
}

/** 'Publicada há 3 dias' ('há 3 dias' when `bare`, under a 'Publicada' label), as a <time> of the instant. */
export function PostedAt({ t, postedAt, now, bare = false }: { t: Labels; postedAt: string; now: number; bare?: boolean }) {
  const since = ago(Date.parse(postedAt), now);
  return <time dateTime={postedAt}>{bare ? since : t('results.posted', { ago: since })}</time>;
}
