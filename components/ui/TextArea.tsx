import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, type FieldFrameProps } from './Field';

export type TextAreaProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required' | 'aria-describedby' | 'maxLength' | 'value'> & {
    value: string;
    maxLength: number;
    /** The visible counter's text for the length typed, e.g. count => '120 de 600 caracteres'. */
    counter: (count: number) => string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled textarea limited to maxLength characters, with a visible counter read after the hint.
 * Without `rows` it is at least 8rem tall; with them, as tall as they are.
 */
export function TextArea({ label, hint, error, required, id, className, large, 'aria-describedby': describedBy, maxLength, counter, rows, ref, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className} large={large} aria-describedby={describedBy}>
      {({ id: fieldId, control }) => (
        <>
          <textarea
            ref={ref}
            {...control(`${fieldId}-counter`)}
            rows={rows}
            maxLength={maxLength}
            className={cx(
              'resize-y rounded-xl border-2 bg-surface px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500',
              rows === undefined && 'min-h-32',
              error ? 'border-danger' : 'border-ink-muted',
            )}
            {...textarea}
          />
          <p id={`${fieldId}-counter`} className="self-end text-sm text-ink-muted">
            {counter(textarea.value.length)}
          </p>
        </>
      )}
    </Field>
  );
}
