'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, type Ref } from 'react';
import { Combobox, type ComboboxGroup } from '@/components/ui/Combobox';
import { cx } from '@/components/ui/cx';
import { Field, fieldFrameClasses } from '@/components/ui/Field';
import { filterGroups, type OccupationGroup } from '@/lib/salary/occupation-search';
import { useHydrated } from './useHydrated';

export { LIST_CLOSE_DELAY_MS } from '@/components/ui/Combobox';

export type OccupationComboboxProps = {
  /** The occupations under their categories. */
  groups: readonly OccupationGroup[];
  /** The form field's name: the chosen occupation's id is submitted under it. */
  name: string;
  /** The chosen occupation's id, '' while none is chosen. */
  value: string;
  onChange: (id: string) => void;
  /** The field's message (pt-BR), shown under it and announced. */
  error?: string;
  ref?: Ref<HTMLInputElement | HTMLSelectElement>;
};

const asComboboxGroups = (groups: readonly OccupationGroup[]): ComboboxGroup[] =>
  groups.map(({ category, options }) => ({ label: category, options: options.map(({ id, description }) => ({ value: id, label: description })) }));

/**
 * The occupation field. Without JavaScript (and until the page is interactive) a native select
 * with a group per category; then the kit's Combobox, grouped, searching while typing (every typed
 * word begins a word of the occupation, its category or code; accents and case ignored). Typed
 * text that names no occupation is kept, and the form asks to choose one; Escape on a closed list
 * empties the field.
 */
export function OccupationCombobox({ groups, name, value, onChange, error, ref }: OccupationComboboxProps) {
  const t = useTranslations('Salary.form');
  const hydrated = useHydrated();
  const options = useMemo(() => asComboboxGroups(groups), [groups]);
  const search = useCallback((text: string) => asComboboxGroups(filterGroups(groups, text)), [groups]);
  const frame = { label: t('occupation'), hint: t('occupationHint'), error };
  return hydrated ? (
    <Combobox
      {...frame}
      name={name}
      ref={ref as Ref<HTMLInputElement>}
      required="unmarked"
      groups={options}
      search={search}
      value={value}
      onChange={onChange}
      placeholder={t('occupationPlaceholder')}
      listLabel={t('occupationList')}
      toggleLabel={t('showOccupations')}
      status={(count) => t('occupationsFound', { count })}
      clearOnEscape
    />
  ) : (
    <Field {...frame} required="unmarked" className="relative">
      {({ control }) => (
        <select
          ref={ref as Ref<HTMLSelectElement>}
          {...control()}
          name={name}
          defaultValue={value}
          className={cx(fieldFrameClasses(Boolean(error)), 'w-full px-4 py-2 text-base text-ink')}
        >
          <option value="">{t('occupationSelect')}</option>
          {groups.map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.description}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
