import { getTranslations } from 'next-intl/server';
import type { SalaryQueryState } from '@/lib/salary/read-query';
import type { SalaryOutcome } from '@/lib/salary/types';
import { SalaryChoices } from './SalaryChoices';
import { SalaryForm } from './SalaryForm';
import { SalaryIntro } from './SalaryIntro';
import { SalaryResult } from './SalaryResult';
import { Section } from '@/components/ui/Section';

type Props = {
  /** The URL's query, read against the occupations. */
  state: SalaryQueryState;
  /** The partner's answer to a ready query (null otherwise). */
  outcome: SalaryOutcome | null;
};

/**
 * The salary comparator, rendered on the server from the URL's query: the form and
 * the partner's answer in one document (not streamed, so it also works without JavaScript).
 */
export async function SalaryComparator({ state, outcome }: Props) {
  const t = await getTranslations('Salary');
  const tAll = await getTranslations();
  const errors = state.kind === 'invalid' ? Object.fromEntries(Object.entries(state.errors).map(([field, key]) => [field, tAll(key)])) : {};
  return (
    <div className="flex flex-col gap-10">
      <Section title={t('formTitle')} titleId="salary-form-title" className="salary-section salary-panel">
        <SalaryForm values={state.values} errors={errors} />
      </Section>
      {state.kind === 'ready' && outcome ? (
        <Section title={t('result.title')} titleId="salary-result-title" className="salary-section">
          <SalaryResult query={state.query} outcome={outcome} />
        </Section>
      ) : state.kind === 'invalid' && state.choices ? (
        <SalaryChoices choices={state.choices} values={state.values} />
      ) : (
        <SalaryIntro />
      )}
    </div>
  );
}
