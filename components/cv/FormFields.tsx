'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import type { CvFormValues } from '@/lib/validation/cv';
import { CvCheckbox, CvSelectField, CvTextArea, CvTextField } from './fields';
import { useErrorText } from './useErrorText';

/** The CV form's fields bound to react-hook-form by name (inside the builder's FormProvider). */

type Name = FieldPath<CvFormValues>;

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'className'> & {
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Reshapes what is typed (masks: phone, dates, digits). */
  mask?: (value: string) => string;
  className?: string;
};

export function TextInput({ name, label, hint, required, mask, className, ...input }: TextInputProps) {
  const errorText = useErrorText();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <CvTextField
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          label={label}
          hint={hint}
          required={required}
          error={errorText(fieldState.error)}
          className={className}
          {...input}
        />
      )}
    />
  );
}

type SelectInputProps = {
  name: Name;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  className?: string;
};

export function SelectInput({ name, label, placeholder, options, required, className }: SelectInputProps) {
  const errorText = useErrorText();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <CvSelectField
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          label={label}
          placeholder={placeholder}
          options={options}
          required={required}
          error={errorText(fieldState.error)}
          className={className}
        />
      )}
    />
  );
}

type TextAreaInputProps = { name: Name; label: ReactNode; hint?: ReactNode; maxLength: number; rows?: number };

export function TextAreaInput({ name, label, hint, maxLength, rows }: TextAreaInputProps) {
  const t = useTranslations('Cv.personal');
  const errorText = useErrorText();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <CvTextArea
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          label={label}
          hint={hint}
          maxLength={maxLength}
          rows={rows}
          counter={t('counter', { count: String(field.value ?? '').length, max: maxLength })}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

export function CheckboxInput({ name, label, onToggle }: { name: Name; label: ReactNode; onToggle?: (checked: boolean) => void }) {
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field }) => (
        <CvCheckbox
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          label={label}
        />
      )}
    />
  );
}
