'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import type { JobFormValues } from '@/lib/jobs/form-values';
import { JOB_SEARCH_PATH } from '@/lib/jobs/links';
import { JOB_LIMITS } from '@/lib/jobs/vocabulary';
import type { JobFilterName } from '@/lib/validation/jobs';
import { CheckboxFilter, StateOptions } from './FilterFields';
import { FILTER_IDS } from './ids';

/** An option of a filter: its value in the URL and its text. */
export type FilterOption = { value: string; label: string };

/** The form's texts, written on the server. */
export type JobSearchFormTexts = {
  title: string;
  keyword: string;
  keywordHint: string;
  state: string;
  allStates: string;
  city: string;
  cityHint: string;
  mode: string;
  contract: string;
  order: string;
  submit: string;
  clear: string;
};

export type JobSearchFormView = {
  values: JobFormValues;
  /** Translated messages of the invalid filters. */
  errors: Partial<Record<JobFilterName, string>>;
  /** The city field's suggestions (the places with offers in the chosen state), sorted. */
  cities: string[];
  modes: FilterOption[];
  contracts: FilterOption[];
  orders: FilterOption[];
  /** The order shown chosen. */
  order: string;
  texts: JobSearchFormTexts;
};

/**
 * The search's filters: a plain GET form to the search page (works without JavaScript); the
 * results render on the server. A client component although nothing in it needs JavaScript: from
 * a small view, the flight data carries its texts and options, not its element tree (the HTML is
 * the same).
 */
export function JobSearchForm({ values, errors, cities, modes, contracts, orders, order, texts }: JobSearchFormView) {
  return (
    <form method="get" action={JOB_SEARCH_PATH} role="search" aria-labelledby="jobs-filters-title" className="flex flex-col gap-5 rounded-2xl bg-surface-muted p-5">
      <h2 id="jobs-filters-title" className="text-xl font-bold text-brand-900">
        {texts.title}
      </h2>
      <TextField
        id={FILTER_IDS.q}
        name="q"
        type="search"
        label={texts.keyword}
        hint={texts.keywordHint}
        error={errors.q}
        defaultValue={values.q}
        maxLength={JOB_LIMITS.keywordMax}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Select id={FILTER_IDS.uf} name="uf" label={texts.state} error={errors.uf} defaultValue={values.uf}>
        <StateOptions anyLabel={texts.allStates} />
      </Select>
      <TextField
        id={FILTER_IDS.cidade}
        name="cidade"
        label={texts.city}
        hint={texts.cityHint}
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
      <CheckboxFilter id={FILTER_IDS.modalidade} legend={texts.mode} name="modalidade" options={modes} checked={values.modalidade} error={errors.modalidade} />
      <CheckboxFilter id={FILTER_IDS.contrato} legend={texts.contract} name="contrato" options={contracts} checked={values.contrato} error={errors.contrato} />
      <Select id={FILTER_IDS.ordem} name="ordem" label={texts.order} error={errors.ordem} defaultValue={order} options={orders} />
      <div className="flex flex-col gap-3">
        <button type="submit" className={buttonClasses({ fullWidth: true })} data-control="jobs-search">
          {texts.submit}
        </button>
        <Link href={JOB_SEARCH_PATH} className={buttonClasses({ appearance: 'outlined', fullWidth: true })}>
          {texts.clear}
        </Link>
      </div>
    </form>
  );
}
