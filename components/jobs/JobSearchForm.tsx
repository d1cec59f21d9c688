import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import type { JobLocations } from '@/lib/jobs/types';
import type { JobFormValues } from '@/lib/jobs/form-values';
import { JOB_SEARCH_PATH } from '@/lib/jobs/links';
import { CONTRACT_TYPES, JOB_LIMITS, SEARCH_ORDERS, STATE_CODES, WORK_MODES } from '@/lib/jobs/vocabulary';
import type { JobFilterName } from '@/lib/validation/jobs';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { CheckboxFilter, StateOptions } from './FilterFields';

/** The id of each filter's control (the error summary links to them; the page number has none). */
export const FILTER_IDS: Record<Exclude<JobFilterName, 'pagina'>, string> = {
  q: 'jobs-q',
  uf: 'jobs-uf',
  cidade: 'jobs-cidade',
  modalidade: 'jobs-modalidade',
  contrato: 'jobs-contrato',
  ordem: 'jobs-ordem',
};

const collator = new Intl.Collator('pt-BR');

type Props = {
  values: JobFormValues;
  /** Translated messages of the invalid filters. */
  errors: Partial<Record<JobFilterName, string>>;
  /** The places with offers (the city field's suggestions). */
  locations: JobLocations;
};

/** The search's filters: a plain GET form to the search page (works without JavaScript); the results render on the server. */
export async function JobSearchForm({ values, errors, locations }: Props) {
  const t = await getTranslations('Jobs');
  const cities = [...new Set(locations.filter(({ state }) => !values.uf || state === values.uf).flatMap(({ cities }) => cities))].sort(collator.compare);
  // 'Mais relevantes' is the default: without a keyword the newest come first anyway.
  const order = SEARCH_ORDERS.includes(values.ordem as never) ? values.ordem : 'relevancia';
  return (
    <form method="get" action={JOB_SEARCH_PATH} role="search" aria-labelledby="jobs-filters-title" className="flex flex-col gap-5 rounded-2xl bg-surface-muted p-5">
      <h2 id="jobs-filters-title" className="text-xl font-bold text-brand-900">
        {t('search.formTitle')}
      </h2>
      <TextField
        id={FILTER_IDS.q}
        name="q"
        type="search"
        label={t('search.keyword')}
        hint={t('search.keywordHint')}
        error={errors.q}
        defaultValue={values.q}
        maxLength={JOB_LIMITS.keywordMax}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Select id={FILTER_IDS.uf} name="uf" label={t('search.state')} error={errors.uf} defaultValue={STATE_CODES.includes(values.uf as never) ? values.uf : ''}>
        <StateOptions anyLabel={t('search.allStates')} />
      </Select>
      <TextField
        id={FILTER_IDS.cidade}
        name="cidade"
        label={t('search.city')}
        hint={t('search.cityHint')}
        error={errors.cidade}
        defaultValue={values.cidade}
        maxLength={JOB_LIMITS.cityMax}
        list={cities.length > 0 ? 'jobs-cities' : undefined}
        autoComplete="address-level2"
      />
      {cities.length > 0 && (
        <datalist id="jobs-cities">
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      )}
      <CheckboxFilter
        id={FILTER_IDS.modalidade}
        legend={t('search.mode')}
        name="modalidade"
        options={WORK_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
        checked={values.modalidade}
        error={errors.modalidade}
      />
      <CheckboxFilter
        id={FILTER_IDS.contrato}
        legend={t('search.contract')}
        name="contrato"
        options={CONTRACT_TYPES.map((value) => ({ value, label: t(`contracts.${value}`) }))}
        checked={values.contrato}
        error={errors.contrato}
      />
      <Select id={FILTER_IDS.ordem} name="ordem" label={t('search.order')} error={errors.ordem} defaultValue={order}>
        {SEARCH_ORDERS.map((value) => (
          <option key={value} value={value}>
            {t(`orders.${value}`)}
          </option>
        ))}
      </Select>
      <div className="flex flex-col gap-3">
        <button type="submit" className={buttonClasses({ fullWidth: true })} data-control="jobs-search">
          {t('search.submit')}
        </button>
        <Link href={JOB_SEARCH_PATH} className={buttonClasses({ appearance: 'outlined', fullWidth: true })}>
          {t('search.clear')}
        </Link>
      </div>
    </form>
  );
}
