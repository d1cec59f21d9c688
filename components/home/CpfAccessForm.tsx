'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePanels } from '@/components/auth/PanelProvider';
import { Button } from '@/components/ui/Button';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { checkBannerCpf, forgetStoredDocument, rememberBannerCpf, type BannerCpfError } from './bannerCpf';

/** The banner's CPF field: validates, keeps the CPF for sign-up and opens the sign-up panel. */
export function CpfAccessForm() {
  const t = useTranslations();
  const { openPanel } = usePanels();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<BannerCpfError | null>(null);

  useEffect(() => {
    forgetStoredDocument();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBannerCpf(cpf);
    if (!check.ok) {
      setError(check.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    rememberBannerCpf(check.digits);
    openPanel('signup');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-semibold text-brand-900">
          {t('Home.cpfLabel')}
        </label>
        {/* This box is the sign-up: said before she types, with the way in for those who already have an account below. */}
        <p id={hintId} className="text-sm text-ink-muted">
          {t('Entry.firstAccess')}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          name="cpf"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          placeholder="___.___.___-__"
          value={cpf}
          onChange={(event) => {
            setCpf(maskCpf(event.target.value));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          className="min-h-12 rounded-xl border-2 border-ink-muted bg-surface px-4 text-lg text-ink placeholder:text-ink-muted aria-invalid:border-danger"
        />
        <p id={errorId} aria-live="polite" className="min-h-6 text-sm font-semibold text-danger">
          {error ? t(error) : null}
        </p>
      </div>
      <Button type="submit" variant="primary" appearance="contained" fullWidth className="min-h-12">
        {t('Home.accessBenefits')}
      </Button>
      <p className="text-center text-ink">
        {t('Entry.haveAccount')}{' '}
        <button type="button" onClick={() => openPanel('login')} className="min-h-11 font-semibold text-brand-700 underline underline-offset-4">
          {t('Entry.signIn')}
        </button>
      </p>
    </form>
  );
}
