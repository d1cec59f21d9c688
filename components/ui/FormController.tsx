'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from './useFieldMessage';

export type FormControllerProps<V extends FieldValues> = {
  /** Omitted inside a FormProvider. */
  control?: Control<V>;
  name: FieldPath<V>;
  /** The kit's control for the field, given its error already translated (undefined while it is not to be shown). */
  render: (field: ControllerRenderProps<V, FieldPath<V>>, error: string | undefined) => ReactNode;
  /**
   * When the error shows: 'always' (as soon as the form has it), or 'touched': once the customer
   * has left the field (or the form marked it touched), or when the server refused it, so a new
   * empty entry of a list is validated with it without being shown red before it was visited.
   */
  errorShown?: 'always' | 'touched';
};

/** One field of a react-hook-form form drawn by a kit control (MaskedField, FormTextArea, FormRadioGroup). */
export function FormController<V extends FieldValues>({ control, name, render, errorShown = 'always' }: FormControllerProps<V>) {
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown = errorShown === 'always' || fieldState.isTouched || fieldState.error?.type === 'server';
        return <>{render(field, shown ? fieldMessage(fieldState.error) : undefined)}</>;
      }}
    />
  );
}
