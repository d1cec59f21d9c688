'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { Button } from '@/components/ui/Button';
import { PhoneField } from '@/components/ui/PhoneField';
import { signupDataSchema, type SignupDataInput } from '@/lib/validation/forms';
import { CpfController } from './CpfController';
import { LinkButton } from './LinkButton';
import { TermsModal } from './TermsModal';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

export type SignupDataValues = z.output<typeof signupDataSchema>;
export type SignupDataErrors = UseFormSetError<SignupDataInput>;

export interface SignupDataFormProps {
  defaultValues: Partial<SignupDataInput>;
  /** Gets the parsed values, and `setError` to show the handler's field messages (422). */
  onSubmit: (values: SignupDataValues, setError: SignupDataErrors) => Promise<void>;
  busy: boolean;
}

/** Sign-up step 0: CPF, names, phone, e-mail and the terms box (ticked by the terms modal's accept button). */
export function SignupDataForm({ defaultValues, onSubmit, busy }: SignupDataFormProps) {
  const t = useTranslations('Auth');
  const tPanels = useTranslations('Panels');
  const fieldMessage = useFieldMessage();
  const termsId = useId();
  const termsHintId = `${termsId}-hint`;
  const termsErrorId = `${termsId}-error`;
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isValid },
  } = useForm<SignupDataInput, unknown, SignupDataValues>({
    resolver: zodResolver(signupDataSchema),
    mode: 'onTouched',
    defaultValues: { document: '', names: '', phone: '', email: '', ...defaultValues },
  });

  const acceptTerms = () => {
    setValue('acceptTerms', true, { shouldValidate: true, shouldTouch: true });
    setTermsOpen(false);
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))} className="flex flex-col gap-5">
        <p className="text-ink-muted">{tPanels('signupIntro')}</p>
        <CpfController control={control} name="document" autoFocus />
        <TextField label={t('namesLabel')} autoComplete="name" error={fieldMessage(errors.names?.message)} {...register('names')} />
        <PhoneField control={control} name="phone" label={t('phoneLabel')} />
        <TextField label={t('emailLabel')} type="email" autoComplete="email" error={fieldMessage(errors.email?.message)} {...register('email')} />
        <Controller
          name="acceptTerms"
          control={control}
          render={({ field, fieldState }) => {
            const error = fieldMessage(fieldState.error?.message);
            return (
              <div className="flex flex-col gap-1">
                <div className="flex items-start gap-3">
                  <input
                    ref={field.ref}
                    id={termsId}
                    name={field.name}
                    type="checkbox"
                    checked={field.value === true}
                    onChange={(event) => (event.target.checked ? setTermsOpen(true) : field.onChange(undefined))}
                    onBlur={field.onBlur}
                    aria-describedby={error ? `${termsHintId} ${termsErrorId}` : termsHintId}
                    aria-invalid={error ? true : undefined}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <label htmlFor={termsId} className="text-ink">
                    {t('termsCheckbox')}
                  </label>
                </div>
                <p id={termsHintId} className="text-sm text-ink-muted">
                  {t('termsHint')}
                </p>
                {error && (
                  <p id={termsErrorId} role="alert" className="text-sm text-danger">
                    {error}
                  </p>
                )}
              </div>
            );
          }}
        />
        <LinkButton onClick={() => setTermsOpen(true)}>{t('termsLink')}</LinkButton>
        <Button type="submit" fullWidth disabled={!isValid || busy}>
          {t('continue')}
        </Button>
      </form>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} onAccept={acceptTerms} />
    </>
  );
}
