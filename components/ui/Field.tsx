import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/**
 * The form kit's frame (after shadcn/ui's FormItem / FormLabel / FormDescription / FormMessage):
 * a label, an optional hint, the control and its error, their ids wired together. The control
 * gets them from `control()`: its id (the label's `for`), aria-describedby (given ids, the hint,
 * any ids the control adds such as a counter, then the error), aria-invalid and aria-required.
 * The error is announced as it appears. No 'use client': server-rendered forms use it too.
 */

/** What every kit field takes besides its control's own attributes. */
export interface FieldFrameProps {
  /** Text, or text with a decorative part. */
  label: ReactNode;
  /** Shown under the label and read after it. */
  hint?: ReactNode;
  /** Already translated; sets aria-invalid and is announced. */
  error?: string;
  /**
   * required and aria-required on the control (forms that work without JavaScript get the
   * browser's check; the others say noValidate), and a visual asterisk after the label (aria-hidden); 'unmarked'
   * without the asterisk, where the form says once that every field is required.
   */
  required?: boolean | 'unmarked';
  /** The control's id; generated when not given (server forms name theirs). */
  id?: string;
  /** Classes of the field's outer box (grid spans, widths). */
  className?: string;
  /** A larger label and more room (a dialog's single question). */
  large?: boolean;
  /** Ids of other elements that describe the control, read first. */
  'aria-describedby'?: string;
}

/** The attributes the frame gives its control. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: true;
}

export interface FieldIds {
  id: string;
  labelId: string;
  /** The control's attributes; `more` are ids read between the hint and the error (counter, status). */
  control: (...more: Array<string | false | null | undefined>) => FieldControl;
}

/** The bordered box around a text input or select, red when the field has an error. */
export const fieldFrameClasses = (hasError: boolean) =>
  // `field-frame` (app/globals.css) is the frame's shape, border colours and focus outline, one short
  // class for the many fields of a form (each class list is sent twice when server-rendered: HTML and
  // RSC payload); `field-invalid` turns its border red, the focused colour still winning.
  hasError ? 'field-frame field-invalid' : 'field-frame';

/** The classes of an input or select inside fieldFrameClasses (`field-control`, app/globals.css: one short class on every field). */
export const FRAMED_CONTROL = 'field-control';

/** A field's error, announced as it appears; link it from the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {error}
    </p>
  );
}

/** A hint under a label or legend. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-sm text-ink-muted">
      {hint}
    </p>
  );
}

/** The label, hint, control (from `children`) and error of one field. */
export function Field({
  label,
  hint,
  error,
  required,
  id: givenId,
  className,
  large,
  'aria-describedby': describedBy,
  children,
}: FieldFrameProps & { children: (field: FieldIds) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Only the attributes that apply: a server-rendered form's RSC payload would carry the others as "$undefined".
  const control = (...more: Array<string | false | null | undefined>): FieldControl => {
    const attributes: FieldControl = { id };
    const describedByIds = [describedBy, hint ? hintId : null, ...more, error ? errorId : null].filter(Boolean).join(' ');
    if (describedByIds) attributes['aria-describedby'] = describedByIds;
    if (error) attributes['aria-invalid'] = true;
    if (required) Object.assign(attributes, { 'aria-required': true, required: true });
    return attributes;
  };
  return (
    // `field` (app/globals.css): the column and the label's weight and colour, one short class per field.
    <div className={cx('field', large && 'gap-2', className)}>
      <label id={labelId} htmlFor={id} className={large ? 'text-lg' : undefined}>
        {label}
        {required === true && <span aria-hidden="true"> *</span>}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, labelId, control })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
