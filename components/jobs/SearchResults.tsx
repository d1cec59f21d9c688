import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { JobSearchPage } from '@/lib/jobs/types';
import { searchHref, searchQuery, widenings } from '@/lib/jobs/links';
import { placeText } from '@/lib/jobs/format';
import { ago } from '@/lib/time/brazil-calendar';
import type { JobFilters } from '@/lib/validation/jobs';
import type { OfferCardView } from './OfferCard';
import { salaryLabel } from './OfferFacts';
import { OfferList } from './OfferList';
import { Pagination } from './Pagination';
import { TEXT_LINK } from './styles';


/** How many offers, which page, the offers of this page and the pager. */
export async function SearchResults({ page, filters, now }: { page: JobSearchPage; filters: JobFilters; now: number }) {
  const t = await getTranslations('Jobs');
  const tPages = await getTranslations('Pagination');
  const offers = page.offers.map(
    (offer): OfferCardView => ({
      id: offer.id,
      title: offer.title,
      company: offer.company,
      facts: [placeText(offer.city, offer.state), t(`modes.${offer.mode}`), t(`contracts.${offer.contract}`), salaryLabel(t, offer)],
      summary: offer.summary,
      postedAt: offer.postedAt,
      posted: t('results.posted', { ago: ago(Date.parse(offer.postedAt), now) }),
    }),
  );
  return (
    <div className="flex flex-col gap-5">
      <ResultsHeading total={page.total}>
        {page.totalPages > 0 && <p>{tPages('status', { page: page.page, pages: page.totalPages })}</p>}
      </ResultsHeading>
      {page.total === 0 ? (
        <NoResults filters={filters} />
      ) : (
        <>
          <OfferList offers={offers} search={searchQuery(filters)} />
          <Pagination filters={filters} totalPages={page.totalPages} />
        </>
      )}
    </div>
  );
}

async function ResultsHeading({ total, children }: { total: number; children?: ReactNode }) {
  const t = await getTranslations('Jobs.results');
  return (
    <header className="job-results-heading">
      <h2 id="jobs-results-title" tabIndex={-1}>
        {t('count', { total })}
      </h2>
      {children}
    </header>
  );
}

/** Nothing matched: say so and offer a way to widen each filter in use. */
async function NoResults({ filters }: { filters: JobFilters }) {
  const t = await getTranslations('Jobs.empty');
  const ways = widenings(filters);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 p-5">
      <p id="jobs-widen" className="text-lg text-ink">
        {t('message')}
      </p>
      {ways.length > 0 && (
        <ul aria-labelledby="jobs-widen" className="flex list-disc flex-col gap-2 pl-6">
          {ways.map(({ kind, href }) => (
            <li key={kind}>
              <Link href={href} className={TEXT_LINK}>
                {t(`widen.${kind}`, { state: filters.uf ?? '', keyword: filters.q ?? '' })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="text-ink-muted">{t('tip')}</p>
    </div>
  );
}

/** A page past the last one: say how many pages there are and link to the last. */
export async function PastEnd({ page, filters }: { page: JobSearchPage; filters: JobFilters }) {
  const t = await getTranslations('Jobs');
  return (
    <div className="flex flex-col gap-5">
      <ResultsHeading total={page.total} />
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-danger p-5">
        <h3 className="text-lg font-bold text-ink">{t('pastEnd.title')}</h3>
        <p>{t('pastEnd.message', { page: filters.pagina, pages: page.totalPages })}</p>
        <p>
          <Link href={searchHref(filters, { pagina: page.totalPages })} className={TEXT_LINK}>
            {t('pastEnd.last')}
          </Link>
        </p>
      </div>
    </div>
  );
}
