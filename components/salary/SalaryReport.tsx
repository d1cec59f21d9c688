import { getTranslations } from 'next-intl/server';
import { UF_NAMES } from '@/lib/brazil/uf-names';
import { FEW_RECORDS, formatBRL, formatPercent, medianGap } from '@/lib/salary/format';
import type { SalaryRange } from '@/lib/salary/types';
import { SalaryChart } from './SalaryChart';
import { SalaryReferenceNote } from './SalaryReferenceNote';
import { SalaryTable } from './SalaryTable';

/** One figure of the summary: its name, where it stands for, and the amount (the `salary-figure` rules of app/globals.css). */
function Figure({ label, where, value, emphasis = false }: { label: string; where?: string; value: string; emphasis?: boolean }) {
  return (
    <div className="salary-figure" {...(emphasis && { 'data-emphasis': '' })}>
      <dt>
        {label}
        {where ? <span>{` ${where}`}</span> : null}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The partner's answer for a query: the chosen level's figures, what they mean, the chart, the table and the data's source. */
export async function SalaryReport({ range }: { range: SalaryRange }) {
  const t = await getTranslations('Salary');
  const { occupation, uf, level, levels } = range;
  const chosen = levels.find((each) => each.level === level) ?? levels[0]!;
  const { state, national } = chosen;
  const ufName = UF_NAMES[uf];
  const inUf = t(`ufsIn.${uf}`);
  const levelName = t(`levels.${level}`);
  const gap = medianGap(state.median, national.median);
  const gapText =
    gap.direction === 'equal'
      ? t('result.gapEqual', { inUf })
      : t(gap.direction === 'above' ? 'result.gapAbove' : 'result.gapBelow', { inUf, percent: formatPercent(gap.ratio) });

  return (
    <div className="salary-report">
      <p>{t('result.subtitle', { occupation: occupation.description, uf: ufName, level: levelName })}</p>
      <dl>
        <Figure label={t('result.p25')} where={t('result.inUf', { uf })} value={formatBRL(state.p25)} />
        <Figure label={t('result.median')} where={t('result.inUf', { uf })} value={formatBRL(state.median)} emphasis />
        <Figure label={t('result.p75')} where={t('result.inUf', { uf })} value={formatBRL(state.p75)} />
        <Figure label={t('result.nationalMedian')} value={formatBRL(national.median)} />
      </dl>
      <div>
        <p>
          {t('result.range', { level: levelName.toLowerCase(), inUf, p25: formatBRL(state.p25), p75: formatBRL(state.p75), median: formatBRL(state.median) })}
        </p>
        <p>{gapText}</p>
        <p className="text-ink-muted">{`${t('result.records', { state: state.records, national: national.records, inUf })} ${t('result.monthly')}`}</p>
        {state.records < FEW_RECORDS && <p className="rounded-xl border-l-4 border-accent-700 bg-surface-muted p-3">{t('result.fewRecords')}</p>}
      </div>
      <SalaryChart levels={levels} uf={uf} chosen={level} />
      <SalaryTable occupation={occupation.description} levels={levels} uf={uf} chosen={level} />
      <SalaryReferenceNote source={range.source} referenceDate={range.referenceDate} />
    </div>
  );
}
