'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CpfField } from './CpfField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T>; autoFocus?: boolean };

/** The masked CPF field of a react-hook-form form (login, sign-up, recovery), with its translated error. */
export function CpfController<T extends FieldValues>({ control, name, autoFocus }: Props<T>) {
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CpfField
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldMessage(fieldState.error?.message)}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
