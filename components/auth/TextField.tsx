'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, fieldFrameClasses } from '@/components/ui/FieldParts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Text, or text with a decorative part (e.g. an aria-hidden asterisk). */
  label: ReactNode;
  /** Translated error text; sets aria-invalid and is announced. */
  error?: string;
  /** Extra control inside the input's frame, after the input (e.g. the show-password toggle). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message underneath (linked through aria-describedby). */
export function TextField({ label, error, addon, className, ref, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedByIds = [describedBy, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className={fieldFrameClasses(Boolean(error))}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink placeholder:text-ink-muted focus:outline-none"
          {...input}
        />
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
