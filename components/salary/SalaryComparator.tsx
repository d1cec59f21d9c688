import { getTranslations } from 'next-intl/server';
import type { SalaryQueryState } from '@/lib/salary/read-query';
import type { SalaryOutcome } from '@/lib/salary/types';
import { SalaryChoices } from './SalaryChoices';
import { SalaryForm } from './SalaryForm';
import { SalaryIntro } from './SalaryIntro';
import { SalaryResult } from './SalaryResult';

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
      <section aria-labelledby="salary-form-title" className="salary-section salary-panel">
        <h2 id="salary-form-title">{t('formTitle')}</h2>
        <SalaryForm values={state.values} errors={errors} />
      </section>
      {state.kind === 'ready' && outcome ? (
        <section aria-labelledby="salary-result-title" className="salary-section">
          <h2 id="salary-result-title">{t('result.title')}</h2>
          <SalaryResult query={state.query} outcome={outcome} />
        </section>
      ) : state.kind === 'invalid' && state.choices ? (
        <SalaryChoices choices={state.choices} values={state.values} />
      ) : (
        <SalaryIntro />
      )}
    </div>
  );
}
