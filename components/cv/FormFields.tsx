'use client';

import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { FormController } from '@/components/ui/FormController';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import type { CvFormValues } from '@/lib/validation/cv';

/** The CV form's fields bound to react-hook-form by name (inside the builder's FormProvider). */

type Name = FieldPath<CvFormValues>;

/**
 * A kit field's props from the form's field: value as text, change through `mask`. The error shows
 * once the field was left or the server refused it (FormController's 'touched'): PdfActions marks
 * every invalid field touched before a download.
 */
function bound(field: ControllerRenderProps<CvFormValues, Name>, error: string | undefined, mask: (value: string) => string = (value) => value) {
  return {
    ref: field.ref,
    name: field.name,
    value: String(field.value ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => field.onChange(mask(event.target.value)),
    onBlur: field.onBlur,
    error,
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
  return (
    <FormController<CvFormValues>
      name={name}
      errorShown="touched"
      render={(field, error) => <TextField {...bound(field, error, mask)} label={label} hint={hint} required={required} className={className} {...input} />}
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
  return (
    <FormController<CvFormValues>
      name={name}
      errorShown="touched"
      render={(field, error) => <Select {...bound(field, error)} label={label} placeholder={placeholder} options={options} required={required} className={className} />}
    />
  );
}

type TextAreaInputProps = { name: Name; label: ReactNode; hint?: ReactNode; maxLength: number };

export function TextAreaInput({ name, label, hint, maxLength }: TextAreaInputProps) {
  const t = useTranslations('Cv.personal');
  return (
    <FormController<CvFormValues>
      name={name}
      errorShown="touched"
      render={(field, error) => (
        <TextArea {...bound(field, error)} label={label} hint={hint} maxLength={maxLength} counter={(count) => t('counter', { count, max: maxLength })} />
      )}
    />
  );
}

export function CheckboxInput({ name, label, onToggle }: { name: Name; label: ReactNode; onToggle?: (checked: boolean) => void }) {
  const id = useId();
  return (
    <FormController<CvFormValues>
      name={name}
      render={(field) => (
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
