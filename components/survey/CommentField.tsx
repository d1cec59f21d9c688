'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, type ControlledFieldProps } from '@/components/ui/FieldParts';
import { SURVEY_COMMENT_MAX } from '@/lib/validation/survey';

export type CommentFieldProps = ControlledFieldProps<HTMLTextAreaElement>;

/** The comment asked after a score: optional, at most 1,500 characters, with a visible counter. */
export function CommentField({ label, name, value, onChange, onBlur, error, ref }: CommentFieldProps) {
  const t = useTranslations('Survey');
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('commentOptional')}
      </p>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={5}
        maxLength={SURVEY_COMMENT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, error && errorId].filter(Boolean).join(' ')}
        className={cx(
          'min-h-32 resize-y rounded-xl border-2 bg-surface px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500',
          error ? 'border-danger' : 'border-ink-muted',
        )}
      />
      <p id={counterId} className="self-end text-sm text-ink-muted">
        {t('commentCounter', { count: value.length, max: SURVEY_COMMENT_MAX })}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
