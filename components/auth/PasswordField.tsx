'use client';

import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { TextField } from '@/components/ui/TextField';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Password input with a show/hide toggle (a pressed/unpressed button named 'Mostrar senha'). */
export function PasswordField({ label, error, ref, ...input }: PasswordFieldProps) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      label={label}
      error={error}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...input}
      addon={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('showPassword')}
          onClick={() => setVisible((v) => !v)}
          className="mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
