import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FRAMED_CONTROL, Field, fieldFrameClasses, type FieldFrameProps } from './Field';

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'aria-describedby'> & {
    /** Extra control inside the input's frame, after the input (e.g. the show-password toggle). */
    addon?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input in its frame, with its hint and error. */
export function TextField({ label, hint, error, required, id, className, large, 'aria-describedby': describedBy, addon, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className} large={large} aria-describedby={describedBy}>
      {({ control }) => (
        <div className={cx(fieldFrameClasses(Boolean(error)), input.disabled && 'bg-surface-muted')}>
          <input ref={ref} {...control()} className={cx(FRAMED_CONTROL, 'field-text')} {...input} />
          {addon}
        </div>
      )}
    </Field>
  );
}
