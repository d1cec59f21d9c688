'use client';

import type { Ref } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormController } from './FormController';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

export type FormRadioGroupProps<V extends FieldValues> = Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'error' | 'ref'> & {
  /** Omitted inside a FormProvider. */
  control?: Control<V>;
  name: FieldPath<V>;
  /** The field's value for a chosen option's (string) value, when it is not the string itself (a score). */
  parse?: (value: string) => unknown;
  /** After each choice (e.g. to clear an error the form set). */
  onEdit?: () => void;
  /** Instead of the form's own ref, when the form moves the focus itself. */
  ref?: Ref<HTMLInputElement>;
};

/** A radio group of a react-hook-form form, its error translated. */
export function FormRadioGroup<V extends FieldValues>({ control, name, parse, onEdit, ref, ...group }: FormRadioGroupProps<V>) {
  return (
    <FormController
      control={control}
      name={name}
      render={(field, error) => (
        <RadioGroup
          {...group}
          ref={ref ?? field.ref}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={(value) => {
            field.onChange(parse ? parse(value) : value);
            onEdit?.();
          }}
          error={error}
        />
      )}
    />
  );
}
