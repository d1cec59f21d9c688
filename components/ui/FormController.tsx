'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from './useFieldMessage';

export type FormControllerProps<V extends FieldValues> = {
  /** Omitted inside a FormProvider. */
  control?: Control<V>;
  name: FieldPath<V>;
  /** The kit's control for the field, given its error already translated. */
  render: (field: ControllerRenderProps<V, FieldPath<V>>, error: string | undefined) => ReactNode;
};

/** One field of a react-hook-form form drawn by a kit control (MaskedField, FormTextArea, FormRadioGroup). */
export function FormController<V extends FieldValues>({ control, name, render }: FormControllerProps<V>) {
  const fieldMessage = useFieldMessage();
  return <Controller name={name} control={control} render={({ field, fieldState }) => <>{render(field, fieldMessage(fieldState.error))}</>} />;
}
