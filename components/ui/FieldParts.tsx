import type { ReactNode, Ref } from 'react';
import { cx } from './cx';

/** The props of a field controlled by react-hook-form's Controller (value in, value out). */
export interface ControlledFieldProps<E extends HTMLElement> {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<E>;
}

/** The bordered box around a text input, red when the field has an error. */
export const fieldFrameClasses = (hasError: boolean) =>
  cx(
    'flex min-h-12 items-center rounded-xl border-2 bg-surface focus-within:border-brand-700 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-500',
    hasError ? 'border-danger' : 'border-ink-muted',
  );

/** A field's error, announced as it appears; link it from the input's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {error}
    </p>
  );
}
