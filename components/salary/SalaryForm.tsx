'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { Select } from '@/components/ui/Select';
import { SERVICES } from '@/lib/config/benefit-services';
import { OCCUPATION_TEXT_PARAM, SALARY_PARAMS } from '@/lib/salary/query';
import type { SalaryField, SalaryFormValues } from '@/lib/salary/read-query';
import { UF_CODES, type UfCode } from '@/lib/brazil/federative-units';
import { UF_NAMES } from '@/lib/brazil/uf-names';
import { SALARY_LEVELS, type SalaryLevel } from '@/lib/salary/regions';
import { OccupationCombobox } from './OccupationCombobox';
import { useHydrated } from './useHydrated';

export type SalaryFormProps = {
  /** The query of the URL (its valid parts). */
  values: SalaryFormValues;
  /** The server's findings on the URL's query, in pt-BR (translated there: the page carries only the form's own two messages). */
  errors: SalaryFieldMessages;
};

/** Per field, its message (pt-BR). */
export type SalaryFieldMessages = Partial<Record<SalaryField, string>>;

/**
 * The comparator's query: a GET form to the page itself, so the query lands in the URL and the
 * server renders the answer (a plain form submission without JavaScript). With JavaScript, the
 * submission is a client navigation with the loading overlay until the new page is ready; only
 * the two choices the customer must make are checked first, with the server's messages.
 */
export function SalaryForm({ values, errors: serverErrors }: SalaryFormProps) {
  const t = useTranslations('Salary');
  const hydrated = useHydrated();
  // One form a page: short fixed ids (they are written several times each in the HTML).
  const id = 'salary';
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<SalaryFieldMessages>(serverErrors);
  const [shown, setShown] = useState({ values, serverErrors });
  // The occupations could not be read: the typed text is sent for the server to search, as without JavaScript.
  const [listFailed, setListFailed] = useState(false);
  const occupationRef = useRef<HTMLInputElement>(null);
  const ufRef = useRef<HTMLSelectElement>(null);
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();

  // Each render of the page from a URL (a submission, a link, the back button) fills the form again.
  if (shown.values !== values || shown.serverErrors !== serverErrors) {
    setShown({ values, serverErrors });
    setForm(values);
    setErrors(serverErrors);
  }

  const change = <K extends keyof SalaryFormValues>(key: K, value: SalaryFormValues[K], field: SalaryField) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const searchTyped = !form.occupationId && listFailed && String(data.get(OCCUPATION_TEXT_PARAM) ?? '').trim() !== '';
    const missing: SalaryFieldMessages = {};
    // Without the list there is nothing to choose from: the field asks for the occupation's name.
    if (!form.occupationId && !searchTyped) missing.occupation = t(listFailed ? 'validation.occupationTypeRequired' : 'validation.occupationRequired');
    if (!form.uf) missing.uf = t('validation.ufRequired');
    event.preventDefault();
    if (missing.occupation || missing.uf) {
      setErrors(missing);
      (missing.occupation ? occupationRef.current : ufRef.current)?.focus();
      return;
    }
    // The chosen occupation's id, not the field's text (what a form without JavaScript, or without the list, sends for the server to search).
    const query = new URLSearchParams();
    for (const [name, value] of data) if (name !== OCCUPATION_TEXT_PARAM || searchTyped) query.append(name, String(value));
    startNavigation(() => router.push(`${SERVICES.salary.href}?${query}`, { scroll: false }));
  };

  const message = (field: SalaryField) => errors[field];
  const ufError = message('uf');
  const levelError = message('level');
  const noteId = `${id}-note`;

  return (
    <form action={SERVICES.salary.href} method="get" onSubmit={onSubmit} noValidate={hydrated} aria-describedby={noteId} className="salary-form">
      <p id={noteId}>{t('form.requiredNote')}</p>
      <div data-wide>
        <OccupationCombobox
          id={`${id}-occupation`}
          ref={occupationRef}
          name={SALARY_PARAMS.occupation}
          textName={OCCUPATION_TEXT_PARAM}
          value={form.occupationId}
          text={values.occupationText}
          onChange={(occupationId) => change('occupationId', occupationId, 'occupation')}
          error={message('occupation')}
          onListFailed={setListFailed}
        />
      </div>
      <Select
        id={`${id}-uf`}
        ref={ufRef}
        label={t('form.uf')}
        required="unmarked"
        name={SALARY_PARAMS.uf}
        value={form.uf}
        onChange={(event) => change('uf', event.target.value as UfCode | '', 'uf')}
        error={ufError}
        placeholder={t('form.ufSelect')}
        options={UF_CODES.map((uf) => ({ value: uf, label: `${UF_NAMES[uf]} (${uf})` }))}
      />
      <RadioGroup
        legend={t('form.level')}
        name={SALARY_PARAMS.level}
        value={form.level}
        onChange={(level) => change('level', level as SalaryLevel, 'level')}
        appearance="level"
        error={levelError}
        options={SALARY_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`), description: t(`levelHints.${level}`) }))}
      />
      <div data-wide>
        <Button type="submit" variant="primary" appearance="contained" data-control={SERVICES.salary.pathKey}>
          {t('form.submit')}
        </Button>
      </div>
      <LoadingOverlay open={navigating} label={t('states.loading')} />
    </form>
  );
}
