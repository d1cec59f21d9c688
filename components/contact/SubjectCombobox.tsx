'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '@/components/ui/cx';
import { CONTACT_SUBJECTS } from '@/lib/validation/contact';
import { FieldError, fieldFrameClasses, type ControlledFieldProps } from '@/components/ui/FieldParts';

/** The list closes this long after the field loses focus (SPEC §5). */
export const LIST_CLOSE_DELAY_MS = 250;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The option the text names (ignoring case and accents), or ''. */
const optionNamed = (text: string) => CONTACT_SUBJECTS.find((option) => normalize(option) === normalize(text)) ?? '';

/** `value` is an option, or '' while none is chosen; `onBlur` fires once the typed text is settled. */
export type SubjectComboboxProps = ControlledFieldProps<HTMLInputElement>;

/**
 * The subject: an editable combobox with a filtered listbox (WAI-ARIA APG, list autocomplete).
 * Only its options can be chosen: text that names no option is cleared when the field is left,
 * and the list closes 250 ms after blur.
 */
export function SubjectCombobox({ label, name, value, onChange, onBlur, error, ref }: SubjectComboboxProps) {
  const t = useTranslations('Contact');
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const noMatchId = `${id}-no-match`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // The chosen option shows every option; typed text filters them.
  const options = text === value ? CONTACT_SUBJECTS : CONTACT_SUBJECTS.filter((option) => normalize(option).includes(normalize(text)));
  const expanded = open && options.length > 0;
  const noMatch = open && options.length === 0;
  const describedBy = [noMatch && noMatchId, error && errorId].filter(Boolean).join(' ') || undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: string) => {
    onChange(option);
    setText(option);
    setOpen(false);
    setActive(-1);
  };

  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    onChange(optionNamed(next));
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      setActive(Math.max(0, options.findIndex((option) => option === value)));
      return;
    }
    setActive((current) => (current + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const activeOption = options[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // Handled here: the enclosing modal stays open (useEscape ignores prevented events).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const settle = () => {
    setOpen(false);
    setActive(-1);
    setText(value);
    onBlur();
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label id={labelId} htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <div className={fieldFrameClasses(Boolean(error))}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={t('subjectPlaceholder')}
          value={text}
          onChange={(event) => type(event.target.value)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onFocus={() => window.clearTimeout(closeTimer.current)}
          onBlur={() => {
            closeTimer.current = window.setTimeout(settle, LIST_CLOSE_DELAY_MS);
          }}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink placeholder:text-ink-muted focus:outline-none"
        />
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="mr-3 size-5 text-ink-muted" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-xl border border-brand-100 bg-surface py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={option === value}
            // Keeps the focus in the field, so choosing with the mouse does not blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cx('cursor-pointer px-4 py-2 text-ink', index === active && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700', option === value && 'font-semibold')}
          >
            {option}
          </li>
        ))}
      </ul>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p id={noMatchId} role="status" aria-live="polite" className={cx('text-sm text-ink-muted', !noMatch && 'sr-only')}>
        {noMatch ? t('subjectNoMatch') : ''}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
