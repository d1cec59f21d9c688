import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatBRL } from '@/lib/salary/format';
import type { OfferSalaryView } from '@/lib/salary/offer-salary';
import { Section } from '@/components/ui/Section';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

/** The comparator's figures for the offer's family in its state (lib/salary/offer-salary), or plainly why there are none. */
export async function OfferSalary({ view }: { view: OfferSalaryView }) {
  const t = await getTranslations('OfferSalary');
  const tSalary = await getTranslations('Salary');
  if (view.kind === 'noFamily' || view.kind === 'unavailable') {
    return <p className="text-sm text-ink-muted">{t(view.kind)}</p>;
  }
  const inUf = tSalary(`ufsIn.${view.uf}`);
  if (view.kind === 'noFigure') {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-ink-muted">{t('noFigure', { family: view.family, inUf })}</p>
        <Link href={view.href} className={LINK} data-control="offer-salary-comparator">
          {t('toComparator')}
        </Link>
      </div>
    );
  }
  const figures: [string, number][] = [
    [t('p25'), view.p25],
    [t('median'), view.median],
    [t('p75'), view.p75],
  ];
  return (
    <Section title={t('title', { inUf })} titleId="offer-salary" titleClassName="text-lg font-bold text-brand-900" className="flex flex-col gap-2 border-t border-brand-100 pt-4">
      <p className="text-sm">{t('family', { family: view.family, level: tSalary(`levels.${view.level}`).toLowerCase() })}</p>
      {/* As many columns as whole figures fit: 'R$ 1.750,00' never breaks (a no-break space), so three
          fixed columns ran the figures into each other on a phone. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
            <dd className="font-bold text-ink">{formatBRL(value)}</dd>
          </div>
        ))}
      </dl>
      {view.stance && <p className="font-semibold">{t(view.stance)}</p>}
      <p className="text-sm text-ink-muted">
        {t('records', { records: view.records, inUf })} {t('source', { source: view.source })}
      </p>
      <Link href={view.href} className={LINK} data-control="offer-salary-comparator">
        {t('toComparator')}
      </Link>
    </Section>
  );
}

/** While the comparator is asked: the offer itself is already on screen. */
export async function OfferSalaryLoading() {
  const t = await getTranslations('OfferSalary');
  return (
    <p className="text-sm text-ink-muted" role="status">
      {t('loading')}
    </p>
  );
}
