'use client';

import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormController } from './FormController';
import { TextField, type TextFieldProps } from './TextField';

export type MaskedFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'placeholder' | 'maxLength'> & {
  control: Control<V>;
  name: FieldPath<V>;
  /** Reshapes what is typed or pasted ('11987654321' → '(11) 98765-4321'). */
  mask: (value: string) => string;
  /** The mask's template, shown as the placeholder; its length is the field's maxLength. */
  template: string;
};

/** A text field of a react-hook-form form whose value is masked as typed (CPF, phone), its error translated. */
export function MaskedField<V extends FieldValues>({ control, name, mask, template, ...input }: MaskedFieldProps<V>) {
  return (
    <FormController
      control={control}
      name={name}
      render={(field, error) => (
        <TextField
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(mask(event.target.value))}
          onBlur={field.onBlur}
          error={error}
          inputMode="numeric"
          placeholder={template}
          maxLength={template.length}
          {...input}
        />
      )}
    />
  );
}
