'use client';

import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError } from '@/components/ui/FieldParts';

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
}

/** A group of radio buttons drawn as pills: one choice among a few (arrow keys move between them). */
export function ChoiceGroup({ legend, name, value, options, onChange, error }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
              option.value === value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-ink-muted text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
