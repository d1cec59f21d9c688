'use client';

import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, fieldFrameClasses } from '@/components/ui/FieldParts';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen readers for free), its error linked underneath. */
export function SelectField({ label, options, error, className, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className={fieldFrameClasses(Boolean(error))}>
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink focus:outline-none"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
