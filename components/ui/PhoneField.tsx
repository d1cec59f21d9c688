'use client';

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { maskPhone } from '@/lib/validation/fields';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

const PHONE_PLACEHOLDER = '(__) _____-____';

export interface PhoneFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
}

/** The mobile phone of a react-hook-form form: masked as typed '(11) 98765-4321', its error translated. */
export function PhoneField<V extends FieldValues>({ control, name, label }: PhoneFieldProps<V>) {
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          ref={field.ref}
          label={label}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(maskPhone(event.target.value))}
          onBlur={field.onBlur}
          error={fieldMessage(fieldState.error)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
          maxLength={PHONE_PLACEHOLDER.length}
        />
      )}
    />
  );
}
