'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type Ref } from 'react';
import { Combobox, type ComboboxGroup } from '@/components/ui/Combobox';
import { cx } from '@/components/ui/cx';
import { Field, fieldFrameClasses } from '@/components/ui/Field';
import { useBffCall } from '@/components/ui/useBffCall';
import { filterGroups, unpackTitles, type OccupationGroup, type OccupationTitles, type PackedTitles } from '@/lib/salary/occupation-search';
import { OCCUPATION_TITLES_API } from '@/lib/salary/query';
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

const asComboboxGroups = (groups: readonly OccupationGroup[], detail: (title: string) => string): ComboboxGroup[] =>
  groups.map(({ category, options }) => ({
    label: category,
    options: options.map(({ id, description, title }) => ({ value: id, label: description, detail: title && detail(title) })),
  }));

const NO_TITLES: OccupationTitles = new Map();

/**
 * The families' job titles, read once the customer first uses the field (GET API.occupationTitles,
 * kept by the browser); until then, or if the read fails, the search knows the families' names only.
 */
function useOccupationTitles(): { titles: OccupationTitles; want: () => void } {
  const [wanted, setWanted] = useState(false);
  const { load } = useBffCall<{ titles: PackedTitles }>({ read: { path: wanted ? OCCUPATION_TITLES_API : null, cache: 'default' } });
  const titles = useMemo(() => (load.kind === 'ready' ? unpackTitles(load.data.titles) : NO_TITLES), [load]);
  return { titles, want: useCallback(() => setWanted(true), []) };
}

/**
 * The occupation field. Without JavaScript (and until the page is interactive) a native select
 * with a group per category; then the kit's Combobox, grouped, searching while typing (every typed
 * word begins a word of the occupation, its category or code, or of one of its job titles, shown
 * under the family it found; accents and case ignored). Typed
 * text that names no occupation is kept, and the form asks to choose one; Escape on a closed list
 * empties the field.
 */
export function OccupationCombobox({ groups, name, value, onChange, error, ref }: OccupationComboboxProps) {
  const t = useTranslations('Salary.form');
  const hydrated = useHydrated();
  const { titles, want } = useOccupationTitles();
  const detail = useCallback((title: string) => t('matchedTitle', { title }), [t]);
  const options = useMemo(() => asComboboxGroups(groups, detail), [groups, detail]);
  const search = useCallback((text: string) => asComboboxGroups(filterGroups(groups, text, titles), detail), [groups, titles, detail]);
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
      onFocus={want}
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
