'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { normalizeSearch as normalize } from '@/lib/search-text';
import { cx } from './cx';
import { FRAMED_CONTROL, Field, fieldFrameClasses, type FieldFrameProps, type FieldIds } from './Field';

/** The list closes this long after the field loses focus (SPEC §5, §9). */
export const LIST_CLOSE_DELAY_MS = 250;

/** `detail`: a second line under the name (e.g. why a search offers it), part of the option's accessible name. */
export type ComboboxOption = { value: string; label: string; detail?: string };
/** Options under a heading; a list without headings is one group whose `label` is ''. */
export type ComboboxGroup = { label: string; options: readonly ComboboxOption[] };

/** A list without headings of options named by their value. */
export const plainOptions = (values: readonly string[]): readonly ComboboxGroup[] => [{ label: '', options: values.map((value) => ({ value, label: value })) }];

/** The simplest `search`: the options whose name contains the typed text, ignoring accents and case. */
export const searchByName =
  (groups: readonly ComboboxGroup[]) =>
  (text: string): readonly ComboboxGroup[] =>
    groups
      .map((group) => ({ ...group, options: group.options.filter((option) => normalize(option.label).includes(normalize(text))) }))
      .filter((group) => group.options.length > 0);

export type ComboboxProps = FieldFrameProps & {
  /** Every option, in groups. */
  groups: readonly ComboboxGroup[];
  /** The options the typed text matches (how the field searches: accents, case, words). */
  search: (text: string) => readonly ComboboxGroup[];
  /** The form field's name: the chosen option's value is submitted under it (a hidden input). */
  name: string;
  /** The chosen option's value, '' while none is chosen. */
  value: string;
  /**
   * The field's text when `groups` do not name `value`: the chosen option's name before the
   * options are read (they come later), or text typed in a form sent without JavaScript.
   */
  text?: string;
  /** The typed text is submitted under this name too (a form that works without JavaScript). */
  textName?: string;
  /** Said and shown instead of the list while it is open, e.g. while the options are being read. */
  note?: string;
  /** Called with the chosen value, or '' once the text names no option. */
  onChange: (value: string) => void;
  /** Called once the list has closed after the field was left. */
  onBlur?: () => void;
  /** Called when the field gets the focus (e.g. to fetch what the search needs). */
  onFocus?: () => void;
  placeholder?: string;
  /** The listbox's name; without it, the field's label. */
  listLabel?: string;
  /** The name of a button that opens and closes the list; without it, a decorative arrow. */
  toggleLabel?: string;
  /** What the live status says once text is typed, by how many options match ('' for nothing). */
  status: (count: number) => string;
  /** Leaving the field puts back the chosen option's name (or empties it), rather than keeping the text typed. */
  restoreOnLeave?: boolean;
  /** Escape on a closed list empties the field (WAI-ARIA APG); off where Escape must reach an enclosing modal. */
  clearOnEscape?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An editable combobox with a filtered listbox (WAI-ARIA APG, list autocomplete), inside the kit's
 * Field. Only an option can be chosen: the text is matched by `search` while typing, and text that
 * exactly names an option chooses it. Arrows open and move (wrapping), Enter chooses without
 * submitting, Escape closes; a click chooses and keeps the focus; the list closes 250 ms after blur.
 * The live status (e.g. how many options match) is always in the page so it is announced.
 */
export function Combobox({ label, hint, error, required, id, className, large, 'aria-describedby': describedBy, ...props }: ComboboxProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={cx('relative', className)} large={large} aria-describedby={describedBy}>
      {(field) => <ComboboxControl {...props} invalid={Boolean(error)} field={field} />}
    </Field>
  );
}

type ControlProps = Omit<ComboboxProps, keyof FieldFrameProps> & { invalid: boolean; field: FieldIds };

const labelOf = (groups: readonly ComboboxGroup[], value: string) => (value ? groups.flatMap((group) => group.options).find((option) => option.value === value)?.label : undefined);

function ComboboxControl({ groups, search, name, value, text: givenText, textName, note, onChange, onBlur, onFocus, placeholder, listLabel, toggleLabel, status, restoreOnLeave, clearOnEscape, ref, invalid, field }: ControlProps) {
  const inputId = field.id;
  const listId = `${inputId}-list`;
  const statusId = `${inputId}-status`;
  const chosenLabel = labelOf(groups, value) ?? (value ? givenText : undefined);
  const [text, setText] = useState(chosenLabel ?? givenText ?? '');
  /** What filters the list: the text as typed, or null to list every option (nothing typed since a choice). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  const closeTimer = useRef<number | undefined>(undefined);

  // A value set from outside (another query in the URL, a reset form) shows its option's name.
  if (value !== shownValue) {
    setShownValue(value);
    setText(chosenLabel ?? '');
    setQuery(null);
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const typed = query ?? '';
  const visible = useMemo(() => (query === null ? groups : search(query)), [groups, search, query]);
  const options = useMemo(() => visible.flatMap((group) => group.options), [visible]);
  const expanded = open && options.length > 0;
  const all = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const places = useMemo(() => new Map(all.map((option, index) => [option.value, index])), [all]);
  /** An id for aria-activedescendant: the option's place in the whole list, then its value without spaces. */
  const optionId = (option: ComboboxOption) => `${listId}-${places.get(option.value)}-${option.value.replace(/\s/g, '_')}`;
  const active = options.find((option) => option.value === activeValue);
  const activeId = active && optionId(active);
  const noted = open && Boolean(note);
  const statusText = noted ? note! : open && typed.trim() !== '' ? status(options.length) : '';
  const noMatch = !noted && statusText !== '' && options.length === 0;
  const statusShown = noted || noMatch;

  useEffect(() => {
    if (expanded && activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeId]);

  const settle = (next: string) => {
    setShownValue(next);
    if (next !== value) onChange(next);
  };

  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setQuery(null);
    setOpen(false);
    setActiveValue(null);
    settle(option.value);
  };

  const type = (next: string) => {
    setText(next);
    setQuery(next);
    setOpen(true);
    setActiveValue(null);
    const wanted = normalize(next);
    settle((wanted && all.find((option) => normalize(option.label) === wanted)?.value) || '');
  };

  const close = () => {
    setOpen(false);
    setActiveValue(null);
  };

  const clear = () => {
    setText('');
    setQuery(null);
    settle('');
  };

  /** Opens the list: every option when the field shows the chosen one's name, else the typed text's matches. */
  const openList = (): readonly ComboboxOption[] => {
    setOpen(true);
    if (chosenLabel && normalize(text) === normalize(chosenLabel) && query !== null) {
      setQuery(null);
      return all;
    }
    return options;
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      const listed = openList();
      const start = listed.find((option) => option.value === value) ?? (step === 1 ? listed[0] : listed.at(-1));
      setActiveValue(start?.value ?? null);
      return;
    }
    const index = options.findIndex((option) => option.value === activeValue);
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length;
    setActiveValue(options[next]?.value ?? null);
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
    } else if (event.key === 'Escape' && expanded) {
      // Handled here: an enclosing modal stays open (useEscape ignores prevented events).
      event.preventDefault();
      close();
    } else if (event.key === 'Escape' && clearOnEscape && text) {
      event.preventDefault();
      clear();
    }
  };

  const leave = () => {
    close();
    if (restoreOnLeave) {
      setText(chosenLabel ?? '');
      setQuery(null);
    }
    onBlur?.();
  };

  const grouped = groups.some((group) => group.label !== '');
  const listName = listLabel ? { 'aria-label': listLabel } : { 'aria-labelledby': field.labelId };
  const renderOption = (option: ComboboxOption) => (
    <li
      key={option.value}
      id={optionId(option)}
      role="option"
      aria-selected={option.value === value}
      // Keeps the focus in the field, so choosing with the mouse does not blur it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      className={cx(
        'cursor-pointer px-4 py-2 text-ink hover:bg-brand-50',
        option.value === activeValue && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700',
        option.value === value && 'font-semibold',
      )}
    >
      {option.label}
      {option.detail && <span className="block text-sm font-normal text-ink-muted">{option.detail}</span>}
    </li>
  );

  return (
    <>
      <div className={cx(fieldFrameClasses(invalid), 'w-full')}>
        <input
          ref={ref}
          {...field.control(statusShown && statusId)}
          name={textName}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? activeId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => type(event.target.value)}
          onClick={() => !expanded && openList()}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            onFocus?.();
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(leave, LIST_CLOSE_DELAY_MS);
          }}
          // A text field's classes: the frame shows the focus (focus-within), the input no second ring.
          className={cx(FRAMED_CONTROL, 'field-text')}
        />
        {toggleLabel ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            aria-controls={listId}
            // Keeps the focus in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (expanded ? close() : openList())}
            className="combobox-toggle"
          >
            <Arrow className={cx('size-5 transition-transform', expanded && 'rotate-180')} />
          </button>
        ) : (
          <Arrow className="mr-3 size-5 text-ink-muted" />
        )}
      </div>
      <input type="hidden" name={name} value={value} />
      {grouped ? (
        <div id={listId} role="listbox" {...listName} hidden={!expanded} className="combobox-list pb-1">
          {visible.map((group) => {
            const groupId = `${listId}-group-${group.options[0]?.value}`;
            return (
              <ul key={group.label} role="group" aria-labelledby={groupId}>
                <li role="presentation" id={groupId} className="sticky top-0 bg-surface-muted px-4 py-1.5 text-sm font-bold text-brand-900">
                  {group.label}
                </li>
                {group.options.map(renderOption)}
              </ul>
            );
          })}
        </div>
      ) : (
        <ul id={listId} role="listbox" {...listName} hidden={!expanded} className="combobox-list py-1">
          {options.map(renderOption)}
        </ul>
      )}
      {/* Always in the page, so screen readers announce the text as it changes. */}
      <p id={statusId} role="status" aria-live="polite" className={cx('text-sm text-ink-muted', !statusShown && 'sr-only')}>
        {statusText}
      </p>
    </>
  );
}

function Arrow({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
