'use client';

import type { Ref } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormController } from './FormController';
import { TextArea, type TextAreaProps } from './TextArea';

export type FormTextAreaProps<V extends FieldValues> = Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  control: Control<V>;
  name: FieldPath<V>;
  /** After each change (e.g. to clear an error the form set). */
  onEdit?: () => void;
  /** Instead of the form's own ref, when the form moves the focus itself. */
  ref?: Ref<HTMLTextAreaElement>;
};

/** A counted textarea of a react-hook-form form, its error translated. */
export function FormTextArea<V extends FieldValues>({ control, name, onEdit, ref, ...textArea }: FormTextAreaProps<V>) {
  return (
    <FormController
      control={control}
      name={name}
      render={(field, error) => (
        <TextArea
          {...textArea}
          ref={ref ?? field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onEdit?.();
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
