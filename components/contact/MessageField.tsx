'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { MESSAGE_MAX } from '@/lib/validation/contact';
import { FieldError, type ControlledFieldProps } from '@/components/ui/FieldParts';

export type MessageFieldProps = ControlledFieldProps<HTMLTextAreaElement>;

/** The message: a textarea limited to MESSAGE_MAX characters, with a visible counter. */
export function MessageField({ label, name, value, onChange, onBlur, error, ref }: MessageFieldProps) {
  const t = useTranslations('Contact');
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={5}
        maxLength={MESSAGE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error && errorId].filter(Boolean).join(' ')}
        className={cx(
          'min-h-32 resize-y rounded-xl border-2 bg-surface px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500',
          error ? 'border-danger' : 'border-ink-muted',
        )}
      />
      <p id={counterId} className="self-end text-sm text-ink-muted">
        {t('messageCounter', { count: value.length, max: MESSAGE_MAX })}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
