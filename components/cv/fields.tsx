'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError, fieldFrameClasses } from '@/components/ui/FieldParts';

/**
 * The CV form's fields: a label, an optional hint, the control and its error, linked by
 * aria-describedby (hint first, then the error, which is announced as it appears). Required
 * fields carry a visual asterisk and aria-required.
 */

type FieldFrame = {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string;
  required?: boolean;
  className?: string;
};

function useFieldIds(hint: ReactNode | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-ink">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-sm text-ink-muted">
      {hint}
    </p>
  );
}

export type CvTextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

export function CvTextField({ label, hint, error, required, className, ref, ...input }: CvTextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} hint={hint} />
      <div className={cx(fieldFrameClasses(Boolean(error)), input.disabled && 'bg-surface-muted')}>
        <input
          ref={ref}
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink placeholder:text-ink-muted focus:outline-none disabled:cursor-not-allowed"
          {...input}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type CvSelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLSelectElement>;
    /** The first option, for "not chosen" (value ''). */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

export function CvSelectField({ label, hint, error, required, className, ref, placeholder, options, ...select }: CvSelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} hint={hint} />
      <div className={fieldFrameClasses(Boolean(error))}>
        <select
          ref={ref}
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink focus:outline-none"
          {...select}
        >
          <option value="">{placeholder}</option>
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

export type CvTextAreaProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'maxLength'> & {
    ref?: Ref<HTMLTextAreaElement>;
    maxLength: number;
    /** The visible counter, e.g. '120 de 600 caracteres'. */
    counter: string;
  };

export function CvTextArea({ label, hint, error, required, className, ref, counter, ...textarea }: CvTextAreaProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const counterId = `${id}-counter`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} hint={hint} />
      <textarea
        ref={ref}
        id={id}
        rows={5}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
        className={cx(
          'min-h-32 resize-y rounded-xl border-2 bg-surface px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500',
          error ? 'border-danger' : 'border-ink-muted',
        )}
        {...textarea}
      />
      <p id={counterId} className="self-end text-sm text-ink-muted">
        {counter}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type CvCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

export function CvCheckbox({ label, className, ref, ...input }: CvCheckboxProps) {
  const id = useId();
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <input ref={ref} id={id} type="checkbox" className="size-5 shrink-0 accent-brand-700" {...input} />
      <label htmlFor={id} className="text-ink">
        {label}
      </label>
    </div>
  );
}
