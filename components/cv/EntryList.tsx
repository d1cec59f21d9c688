'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldArrayPath, type FieldPath } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { newEntry, type EntryKind } from '@/lib/cv/form';
import type { CvFormValues } from '@/lib/validation/cv';

type Labels = {
  /** 'Adicionar experiência' */
  add: string;
  /** 'Experiência {number}' → the entry's name, its number in the list. */
  entry: (number: number) => string;
  /** Shown while the list is empty. */
  empty: string;
};

type Props = {
  kind: EntryKind;
  max: number;
  labels: Labels;
  /** What the entry says about itself so far ('Analista – Conecta Telecom'), for its legend and announcements. */
  describe: (index: number) => string;
  /** The field that gets the focus in a new or restored entry ('company'). */
  firstField: string;
  /** The entry's fields. */
  children: (index: number) => ReactNode;
  /** One line per entry (skills): the fields and the buttons side by side. */
  compact?: boolean;
};

type Action = 'up' | 'down' | 'remove';
type Removed = { value: CvFormValues[EntryKind][number]; index: number; name: string };

const ICONS: Record<Action, string> = { up: 'M12 19V5M5 12l7-7 7 7', down: 'M12 5v14M5 12l7 7 7-7', remove: 'M6 6l12 12M18 6L6 18' };

function ActionIcon({ action }: { action: Action }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[action]} />
    </svg>
  );
}

const ACTION_LABEL = { up: 'moveUp', down: 'moveDown', remove: 'remove' } as const;

/** An icon button of an entry, named by the action and the entry ('Mover para cima: Analista – Conecta'). */
function ActionButton({ entry, action, name, disabled = false, onClick }: { entry: string; action: Action; name: string; disabled?: boolean; onClick: () => void }) {
  const t = useTranslations('Cv.entries');
  const label = t(ACTION_LABEL[action]);
  return (
    <button
      type="button"
      data-entry={entry}
      data-action={action}
      className={buttonClasses({ variant: 'terceary', appearance: 'outlined', className: 'min-w-11' })}
      aria-label={t('actionOn', { action: label, entry: name })}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <ActionIcon action={action} />
    </button>
  );
}

/**
 * A CV section's entries: add, edit, remove (with undo) and reorder, all by keyboard. Moving keeps
 * the focus on the button that was pressed, in the entry's new place; removing puts it on 'Desfazer';
 * each change is announced.
 */
export function EntryList({ kind, max, labels, describe, firstField, children, compact = false }: Props) {
  const t = useTranslations('Cv.entries');
  const { control, getValues } = useFormContext<CvFormValues>();
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: kind as FieldArrayPath<CvFormValues>, keyName: 'key' });
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ key: string; action: Action } | 'undo' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'undo') {
      undoButton.current?.focus();
      return;
    }
    const find = (action: Action) => list.current?.querySelector<HTMLButtonElement>(`[data-entry="${target.key}"][data-action="${action}"]`);
    const button = find(target.action);
    (button && !button.disabled ? button : find(target.action === 'up' ? 'down' : 'up'))?.focus();
  });

  const nameOf = (index: number) => describe(index) || labels.entry(index + 1);
  const full = fields.length >= max;

  const add = () => {
    setRemoved(null);
    append(newEntry(kind as 'skills') as never, { shouldFocus: true, focusName: `${kind}.${fields.length}.${firstField}` });
  };

  const moveTo = (index: number, to: number, action: Action) => {
    const key = fields[index]!.key;
    const name = nameOf(index);
    move(index, to);
    setRemoved(null);
    focusNext.current = { key, action };
    setAnnouncement(t('moved', { entry: name, position: to + 1, total: fields.length }));
  };

  const removeAt = (index: number) => {
    const name = nameOf(index);
    const value = getValues(`${kind}.${index}` as FieldPath<CvFormValues>) as Removed['value'];
    remove(index);
    setRemoved({ value, index, name });
    focusNext.current = 'undo';
    setAnnouncement(t('removed', { entry: name }));
  };

  const undo = () => {
    if (!removed) return;
    insert(removed.index, removed.value as never, { shouldFocus: true, focusName: `${kind}.${removed.index}.${firstField}` });
    setAnnouncement(t('restored', { entry: removed.name }));
    setRemoved(null);
  };

  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-ink-muted">{labels.empty}</p>}
      <ol ref={list} className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.key}>
            <fieldset className={cx('rounded-2xl border border-brand-100 p-4', compact ? 'flex flex-wrap items-end gap-3' : 'flex flex-col gap-4')}>
              <legend className={cx('px-2 font-bold text-brand-900', compact && 'sr-only')}>
                {labels.entry(index + 1)}
                {describe(index) && <span className="font-normal text-ink-muted">{`: ${describe(index)}`}</span>}
              </legend>
              <div className={cx(compact ? 'min-w-48 flex-1' : 'flex flex-col gap-4')}>{children(index)}</div>
              <div className="flex gap-2 self-end">
                <ActionButton entry={field.key} action="up" name={nameOf(index)} disabled={index === 0} onClick={() => moveTo(index, index - 1, 'up')} />
                <ActionButton
                  entry={field.key}
                  action="down"
                  name={nameOf(index)}
                  disabled={index === fields.length - 1}
                  onClick={() => moveTo(index, index + 1, 'down')}
                />
                <ActionButton entry={field.key} action="remove" name={nameOf(index)} onClick={() => removeAt(index)} />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {removed && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-surface-muted px-4 py-2">
          <span>{t('removed', { entry: removed.name })}</span>
          <button ref={undoButton} type="button" className={buttonClasses({ appearance: 'outlined' })} onClick={undo}>
            {t('undo')}
          </button>
        </div>
      )}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button appearance="outlined" onClick={add} disabled={full}>
          {labels.add}
        </Button>
        {full && <p className="text-sm text-ink-muted">{t('limit', { max })}</p>}
      </div>
    </div>
  );
}
