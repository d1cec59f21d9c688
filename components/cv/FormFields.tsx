'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import type { CvFormValues } from '@/lib/validation/cv';

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
  const errorText = useFieldMessage();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <TextField
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
  const errorText = useFieldMessage();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <Select
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
  const errorText = useFieldMessage();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          label={label}
          hint={hint}
          maxLength={maxLength}
          rows={rows}
          counter={(count) => t('counter', { count, max: maxLength })}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

export function CheckboxInput({ name, label, onToggle }: { name: Name; label: ReactNode; onToggle?: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Controller<CvFormValues>
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <input
            ref={field.ref}
            id={id}
            type="checkbox"
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onToggle?.(event.target.checked);
            }}
            onBlur={field.onBlur}
            className="size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
        </div>
      )}
    />
  );
}
