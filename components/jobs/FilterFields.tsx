import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, fieldFrameClasses } from '@/components/ui/Field';
import { STATES, STATE_CODES_BY_NAME } from '@/lib/jobs/vocabulary';

/**
 * The job search's form fields, rendered on the server (the form is a plain GET form): a label,
 * an optional hint and the field's error, linked to the control through aria-describedby.
 */
type FieldProps = { id: string; label: ReactNode; hint?: ReactNode; error?: string };

const describedBy = ({ id, hint, error }: Omit<FieldProps, 'label'>) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function Field({ id, label, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className={fieldFrameClasses(Boolean(error))}>{children}</div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const CONTROL = 'min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink focus:outline-none';

export function TextFilter({ id, label, hint, error, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, hint, error })} className={CONTROL} {...input} />
    </Field>
  );
}

export function SelectFilter({ id, label, hint, error, children, ...select }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, hint, error })} className={cx(CONTROL, 'min-h-11')} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** The state filter's options: every state by name, after the 'any state' option. */
export function StateOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {STATE_CODES_BY_NAME.map((code) => (
        <option key={code} value={code}>
          {STATES[code]}
        </option>
      ))}
    </>
  );
}

/** A group of checkboxes (several values of one parameter), in a fieldset with its legend. */
export function CheckboxFilter({
  id,
  legend,
  name,
  options,
  checked,
  error,
}: {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
}) {
  return (
    <fieldset id={id} className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} className="size-5 accent-brand-700" />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
