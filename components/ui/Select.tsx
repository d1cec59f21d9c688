import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FRAMED_CONTROL, Field, fieldFrameClasses, type FieldFrameProps } from './Field';

export type SelectOption = { value: string; label: string };

export type SelectProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required' | 'aria-describedby'> & {
    /** The options; or `children` (option groups, a list built elsewhere). */
    options?: readonly SelectOption[];
    /** The first option, for "not chosen" (value ''). */
    placeholder?: string;
    children?: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select (keyboard and screen readers for free) in its frame, with its hint and error. */
export function Select({ label, hint, error, required, id, className, large, 'aria-describedby': describedBy, options, placeholder, children, ref, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className} large={large} aria-describedby={describedBy}>
      {({ control }) => (
        <div className={fieldFrameClasses(Boolean(error))}>
          <select ref={ref} {...control()} className={cx(FRAMED_CONTROL, 'min-h-11')} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
        </div>
      )}
    </Field>
  );
}
