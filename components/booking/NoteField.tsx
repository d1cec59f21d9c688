'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, type ControlledFieldProps } from '@/components/ui/FieldParts';
import { NOTE_MAX } from '@/lib/validation/booking';

/** The optional topic of the session: a textarea of at most NOTE_MAX characters, with a hint and a counter. */
export function NoteField({ label, name, value, onChange, onBlur, error, ref }: ControlledFieldProps<HTMLTextAreaElement>) {
  const t = useTranslations('Booking.form');
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('noteHint')}
      </p>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={4}
        maxLength={NOTE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, error && errorId].filter(Boolean).join(' ')}
        className={cx(
          'min-h-28 resize-y rounded-xl border-2 bg-surface px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500',
          error ? 'border-danger' : 'border-ink-muted',
        )}
      />
      <p id={counterId} className="self-end text-sm text-ink-muted">
        {t('noteCounter', { count: value.length, max: NOTE_MAX })}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
