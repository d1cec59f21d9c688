import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { JobOffer } from '@/lib/jobs/types';
import { placeText } from '@/lib/jobs/format';
import { formatDate } from '@/lib/time/brazil';
import { ApplyButton } from './ApplyButton';
import { PostedAt, salaryLabel } from './OfferFacts';
import { Section } from '@/components/ui/Section';

/** The look of a part of the offer (a Section). */
const PART = 'flex flex-col gap-2';
const PART_TITLE = 'text-xl font-bold text-brand-900';

function List({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-6">
      {items.map((item, index) => (
        // The partner's fixed list: its position is its identity (the text as key was sent twice).
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** An offer in full: the summary of facts with 'Candidatar-se', then what the job is. */
export async function OfferDetails({ offer, now, salary }: { offer: JobOffer; now: number; /** The comparator's figures, for a customer who has it. */ salary?: ReactNode }) {
  const t = await getTranslations('Jobs');
  // What decides whether to apply first: pay, place, how and on what terms.
  const facts: [string, ReactNode][] = [
    [t('offer.salary'), salaryLabel(t, offer)],
    [t('offer.place'), placeText(offer.city, offer.state)],
    [t('offer.mode'), t(`modes.${offer.mode}`)],
    [t('offer.contract'), t(`contracts.${offer.contract}`)],
    [t('offer.company'), offer.company],
    [
      t('offer.posted'),
      <>
        <PostedAt t={t} postedAt={offer.postedAt} now={now} bare /> ({formatDate(Date.parse(offer.postedAt))})
      </>,
    ],
  ];
  return (
    // The summary comes first (on a phone, above the description; on a desktop, beside it), and
    // 'Candidatar-se' is on the screen from the first to the last line (.offer-apply).
    <div className="grid items-start gap-8 desktop:grid-cols-[1fr_22rem]">
      <aside aria-labelledby="offer-facts" className="flex flex-col gap-4 rounded-2xl bg-surface-muted p-5 desktop:sticky desktop:top-4 desktop:col-start-2 desktop:row-start-1">
        <h2 id="offer-facts" className="text-xl font-bold text-brand-900">
          {t('offer.facts')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 desktop:grid-cols-1">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {salary}
        <div className="offer-apply">
          <ApplyButton offer={{ id: offer.id, title: offer.title, partner: offer.partner, applyUrl: offer.applyUrl }} />
        </div>
        <p className="text-sm text-ink-muted">{t('offer.applyNote', { partner: offer.partner })}</p>
      </aside>
      <div className="flex flex-col gap-8 text-ink desktop:col-start-1 desktop:row-start-1">
        <Section title={t('offer.about')} titleId="offer-about" titleClassName={PART_TITLE} className={PART}>
          <p>{offer.description}</p>
        </Section>
        <Section title={t('offer.activities')} titleId="offer-activities" titleClassName={PART_TITLE} className={PART}>
          <List items={offer.activities} />
        </Section>
        <Section title={t('offer.requirements')} titleId="offer-requirements" titleClassName={PART_TITLE} className={PART}>
          <List items={offer.requirements} />
        </Section>
        <Section title={t('offer.benefits')} titleId="offer-benefits" titleClassName={PART_TITLE} className={PART}>
          <List items={offer.benefits} />
        </Section>
      </div>
    </div>
  );
}
