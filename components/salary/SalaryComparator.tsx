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
 * The salary comparator (issue 10 §2), rendered on the server from the URL's query: the form and
 * the partner's answer in one document (not streamed, so it also works without JavaScript).
 */
export async function SalaryComparator({ state, outcome }: Props) {
  const t = await getTranslations('Salary');
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="salary-form-title" className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-surface p-4 shadow-sm desktop:p-6">
        <h2 id="salary-form-title" className="text-2xl font-bold text-brand-900">
          {t('form.title')}
        </h2>
        <SalaryForm values={state.values} errors={state.kind === 'invalid' ? state.errors : {}} />
      </section>
      {state.kind === 'ready' && outcome ? (
        <section aria-labelledby="salary-result-title" className="flex flex-col gap-4">
          <h2 id="salary-result-title" className="text-2xl font-bold text-brand-900">
            {t('result.title')}
          </h2>
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
