'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState, type Ref } from 'react';
import { Combobox, type ComboboxGroup } from '@/components/ui/Combobox';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { useBffCall } from '@/components/ui/useBffCall';
import type { Load } from '@/lib/bff/client';
import { filterGroups, unpackGroups, unpackTitles, type OccupationGroup, type OccupationTitles, type PackedGroups, type PackedTitles } from '@/lib/salary/occupation-search';
import { OCCUPATIONS_READ } from '@/lib/salary/query';

export { LIST_CLOSE_DELAY_MS } from '@/components/ui/Combobox';

export type OccupationComboboxProps = {
  /** The field's id (generated when not given). */
  id?: string;
  /** The form field's name: the chosen occupation's id is submitted under it. */
  name: string;
  /** The typed text is submitted under this name too (read by the server when the form is sent without JavaScript). */
  textName: string;
  /** The chosen occupation's id, '' while none is chosen. */
  value: string;
  /** The field's text on arrival: the chosen occupation's name, or what was typed without JavaScript. */
  text: string;
  onChange: (id: string) => void;
  /** The field's message (pt-BR), shown under it and announced. */
  error?: string;
  /** Told whether the list could not be read (the form then lets the server search the typed text). */
  onListFailed?: (failed: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

const asComboboxGroups = (groups: readonly OccupationGroup[], detail: (title: string) => string): ComboboxGroup[] =>
  groups.map(({ category, options }) => ({
    label: category,
    options: options.map(({ id, description, title }) => ({ value: id, label: description, detail: title && detail(title) })),
  }));

type OccupationData = { groups: readonly OccupationGroup[]; titles: OccupationTitles };
const NONE: OccupationData = { groups: [], titles: new Map() };

/**
 * The occupations under their categories and the families' job titles, read once the customer
 * first uses the field (GET API.occupations, kept by the browser): the page does not carry them.
 */
function useOccupations(): { load: Load<unknown>; data: OccupationData; want: () => void; reload: () => void } {
  const [wanted, setWanted] = useState(false);
  const { load, reload } = useBffCall<{ groups: PackedGroups; titles: PackedTitles }>({ read: { path: wanted ? OCCUPATIONS_READ : null, cache: 'default' } });
  const data = useMemo(() => (load.kind === 'ready' ? { groups: unpackGroups(load.data.groups), titles: unpackTitles(load.data.titles) } : NONE), [load]);
  return { load: wanted ? load : { kind: 'loading' }, data, want: useCallback(() => setWanted(true), []), reload: () => void reload() };
}

/**
 * The occupation field: the kit's Combobox, grouped, searching while typing (every typed word
 * begins a word of the occupation, its category or code, or of one of its job titles, shown under
 * the family it found; accents and case ignored). The same text field on the server and in the
 * browser: the list is read when the field is first focused ('Carregando as ocupações…' while it
 * comes; a failure says so, with its support code and a retry). Without JavaScript the typed text
 * is sent and the server searches it, and so it is when the list could not be read (the field's
 * note says the customer can still type and compare; the failure itself, with its retry, is said
 * once, below). Typed text that names no occupation is kept, and the form asks to choose one;
 * Escape on a closed list empties the field.
 */
export function OccupationCombobox({ id, name, textName, value, text, onChange, error, onListFailed, ref }: OccupationComboboxProps) {
  const t = useTranslations('Salary.form');
  const tStates = useTranslations('Salary.states');
  const { load, data, want, reload } = useOccupations();
  const detail = useCallback((title: string) => t('matchedTitle', { title }), [t]);
  const options = useMemo(() => asComboboxGroups(data.groups, detail), [data, detail]);
  const search = useCallback((typed: string) => asComboboxGroups(filterGroups(data.groups, typed, data.titles), detail), [data, detail]);
  const failed = load.kind === 'failed';
  const note = load.kind === 'loading' ? t('occupationsLoading') : failed ? t('occupationsTypeAnyway') : undefined;
  useEffect(() => onListFailed?.(failed), [failed, onListFailed]);
  const chosen = value ? (data.groups.flatMap((group) => group.options).find((option) => option.id === value)?.description ?? text) : '';
  return (
    <>
      <Combobox
        id={id}
        label={t('occupation')}
        hint={t('occupationHint')}
        error={error}
        name={name}
        textName={textName}
        ref={ref}
        required="unmarked"
        groups={options}
        search={search}
        value={value}
        text={text}
        note={note}
        onChange={onChange}
        onFocus={want}
        placeholder={t('occupationPlaceholder')}
        listLabel={t('occupationList')}
        toggleLabel={t('showOccupations')}
        status={(count) => t('occupationsFound', { count })}
        clearOnEscape
      />
      {/* A phone's field shows the start of a long name ('Motoristas de veículos de pequ'): the whole
          of it, wrapped, under the field. The field itself already gives it to a screen reader. */}
      {chosen && (
        <p aria-hidden="true" className="mt-2 text-sm text-ink desktop:hidden">
          {chosen}
        </p>
      )}
      {failed && (
        <div className="mt-3">
          <LoadFailure message={t('occupationsFailed')} retry={{ label: tStates('retry'), onClick: reload, variant: 'outlined' }} failure={load} />
        </div>
      )}
    </>
  );
}
