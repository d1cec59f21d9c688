'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldError, fieldFrameClasses } from '@/components/ui/FieldParts';
import { cx } from '@/components/ui/cx';
import { filterGroups, normalizeSearch, optionById, optionNamed, type OccupationGroup, type OccupationOption } from '@/lib/salary/occupation-search';
import { useHydrated } from './useHydrated';

/** The list closes this long after the field loses focus (SPEC §9). */
export const LIST_CLOSE_DELAY_MS = 250;

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

/**
 * The occupation field. Without JavaScript (and until the page is interactive) a native select
 * with a group per category; then an editable combobox (WAI-ARIA APG, list autocomplete with a
 * grouped listbox) that searches while typing, ignoring accents and case. Only an occupation of
 * the list can be chosen; typed text that names none is kept, and the form asks to choose one.
 */
export function OccupationCombobox({ groups, name, value, onChange, error, ref }: OccupationComboboxProps) {
  const t = useTranslations('Salary.form');
  const hydrated = useHydrated();
  const id = useId();
  const fieldId = `${id}-field`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={fieldId} className="font-semibold text-ink">
        {t('occupation')}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('occupationHint')}
      </p>
      {hydrated ? (
        <Combobox groups={groups} name={name} value={value} onChange={onChange} error={error} ref={ref} inputId={fieldId} describedBy={describedBy} />
      ) : (
        <select
          ref={ref as Ref<HTMLSelectElement>}
          id={fieldId}
          name={name}
          required
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type ComboboxProps = Omit<OccupationComboboxProps, 'ref'> & { ref?: Ref<HTMLInputElement | HTMLSelectElement>; inputId: string; describedBy: string };

function Combobox({ groups, name, value, onChange, error, ref, inputId, describedBy }: ComboboxProps) {
  const t = useTranslations('Salary.form');
  const listId = `${inputId}-list`;
  const statusId = `${inputId}-status`;
  const chosen = optionById(groups, value);
  const [text, setText] = useState(chosen?.description ?? '');
  /** What filters the list: the text as typed, or null to list every occupation (nothing typed since a choice). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  const closeTimer = useRef<number | undefined>(undefined);

  // A value set from outside (another query in the URL) shows its occupation's name.
  if (value !== shownValue) {
    setShownValue(value);
    setText(chosen?.description ?? '');
    setQuery(null);
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const typed = query ?? '';
  const visible = useMemo(() => filterGroups(groups, typed), [groups, typed]);
  const options = useMemo(() => visible.flatMap((group) => group.options), [visible]);
  const expanded = open && options.length > 0;
  const optionId = (option: OccupationOption) => `${listId}-${option.id}`;
  const active = options.find((option) => option.id === activeId);

  useEffect(() => {
    if (expanded && activeId) document.getElementById(`${listId}-${activeId}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeId, listId]);

  const choose = (option: OccupationOption) => {
    setText(option.description);
    setQuery(null);
    setOpen(false);
    setActiveId(null);
    if (option.id !== value) onChange(option.id);
    setShownValue(option.id);
  };

  const type = (next: string) => {
    setText(next);
    setQuery(next);
    setOpen(true);
    setActiveId(null);
    const named = optionNamed(groups, next)?.id ?? '';
    setShownValue(named);
    if (named !== value) onChange(named);
  };

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  /** Escape on a closed list empties the field (WAI-ARIA APG). */
  const clear = () => {
    setText('');
    setQuery(null);
    setShownValue('');
    if (value) onChange('');
  };

  /** Opens the list: every occupation when the field shows the chosen one's name, else the typed text's matches. */
  const openList = (): readonly OccupationOption[] => {
    setOpen(true);
    if (chosen && normalizeSearch(text) === normalizeSearch(chosen.description) && query !== null) {
      setQuery(null);
      return groups.flatMap((group) => group.options);
    }
    return options;
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      const listed = openList();
      const start = listed.find((option) => option.id === value) ?? (step === 1 ? listed[0] : listed.at(-1));
      setActiveId(start?.id ?? null);
      return;
    }
    const index = options.findIndex((option) => option.id === activeId);
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length;
    setActiveId(options[next]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !event.altKey) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openList();
    } else if (event.key === 'Enter' && expanded && active) {
      // Chooses the option instead of submitting the form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (text) clear();
    }
  };

  const showCount = open && typed.trim() !== '';
  return (
    <>
      <div className={cx(fieldFrameClasses(Boolean(error)), 'w-full')}>
        <input
          ref={ref as Ref<HTMLInputElement>}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active ? optionId(active) : undefined}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('occupationPlaceholder')}
          value={text}
          onChange={(event) => type(event.target.value)}
          onClick={() => !expanded && openList()}
          onKeyDown={onKeyDown}
          onFocus={() => window.clearTimeout(closeTimer.current)}
          onBlur={() => {
            closeTimer.current = window.setTimeout(close, LIST_CLOSE_DELAY_MS);
          }}
          // The frame shows the focus (focus-within): no second ring on the input itself.
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink placeholder:text-ink-muted focus:outline-none!"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('showOccupations')}
          aria-expanded={expanded}
          aria-controls={listId}
          // Keeps the focus in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (expanded ? close() : openList())}
          className="mr-2 flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={cx('size-5 transition-transform', expanded && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
      <input type="hidden" name={name} value={value} />
      <div
        id={listId}
        role="listbox"
        aria-label={t('occupationList')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-brand-100 bg-surface pb-1 shadow-lg"
      >
        {visible.map((group) => {
          const groupId = `${listId}-group-${group.options[0]?.id}`;
          return (
            <ul key={group.category} role="group" aria-labelledby={groupId}>
              <li role="presentation" id={groupId} className="sticky top-0 bg-surface-muted px-4 py-1.5 text-sm font-bold text-brand-900">
                {group.category}
              </li>
              {group.options.map((option) => (
                <li
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={option.id === value}
                  // Keeps the focus in the field, so choosing with the mouse does not blur it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={cx(
                    'cursor-pointer px-4 py-2 text-ink hover:bg-brand-50',
                    option.id === activeId && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700',
                    option.id === value && 'font-semibold',
                  )}
                >
                  {option.description}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
      {/* Always in the page, so screen readers announce the count as it changes. */}
      <p id={statusId} role="status" aria-live="polite" className={cx('text-sm text-ink-muted', (!showCount || options.length > 0) && 'sr-only')}>
        {showCount ? t('occupationsFound', { count: options.length }) : ''}
      </p>
    </>
  );
}
