'use client';

import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, useController, type FieldPath } from 'react-hook-form';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import type { CvFormValues } from '@/lib/validation/cv';

/** The CV form's fields bound to react-hook-form by name (inside the builder's FormProvider). */

type Name = FieldPath<CvFormValues>;

/**
 * A kit field's props bound to the form value `name`: ref, value, change (through `mask`), blur and
 * the translated error. The error shows once the customer has left the field (touched) or tried to
 * download (PdfActions marks every invalid field touched), or when the server refused it: a new,
 * empty entry ('Adicionar experiência') is validated with its list but not shown red before then.
 */
function useBoundField(name: Name, mask: (value: string) => string = (value) => value) {
  const errorText = useFieldMessage();
  const { field, fieldState } = useController<CvFormValues>({ name });
  const shown = fieldState.isTouched || fieldState.error?.type === 'server';
  return {
    ref: field.ref,
    name: field.name,
    value: String(field.value ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => field.onChange(mask(event.target.value)),
    onBlur: field.onBlur,
    error: shown ? errorText(fieldState.error) : undefined,
  };
}

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
  const bound = useBoundField(name, mask);
  return <TextField {...bound} label={label} hint={hint} required={required} className={className} {...input} />;
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
  const bound = useBoundField(name);
  return <Select {...bound} label={label} placeholder={placeholder} options={options} required={required} className={className} />;
}

type TextAreaInputProps = { name: Name; label: ReactNode; hint?: ReactNode; maxLength: number };

export function TextAreaInput({ name, label, hint, maxLength }: TextAreaInputProps) {
  const t = useTranslations('Cv.personal');
  const bound = useBoundField(name);
  return <TextArea {...bound} label={label} hint={hint} maxLength={maxLength} counter={(count) => t('counter', { count, max: maxLength })} />;
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
