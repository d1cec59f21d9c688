'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { TextField } from '@/components/ui/TextField';

const CPF_PLACEHOLDER = '___.___.___-__';

export interface CpfFieldProps {
  name: string;
  value: string;
  /** Receives the masked value (___.___.___-__) on every keystroke or paste. */
  onChange: (masked: string) => void;
  onBlur?: () => void;
  error?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** CPF input that masks as the customer types and opens the numeric keyboard on phones. */
export function CpfField({ name, value, onChange, onBlur, error, autoFocus, ref }: CpfFieldProps) {
  const t = useTranslations('Auth');
  return (
    <TextField
      ref={ref}
      label={t('cpfLabel')}
      name={name}
      value={value}
      onChange={(event) => onChange(maskCpf(event.target.value))}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
      autoComplete="username"
      placeholder={CPF_PLACEHOLDER}
      maxLength={CPF_PLACEHOLDER.length}
      data-autofocus={autoFocus ? '' : undefined}
    />
  );
}
