'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { Button } from '@/components/ui/Button';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { recoveryRequestSchema, type RecoveryRequestInput } from '@/lib/validation/forms';
import { CpfController } from './CpfController';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

export type RecoveryRequestValues = z.output<typeof recoveryRequestSchema>;

export interface RecoveryRequestFormProps {
  /** What the form starts with (CPF digits and e-mail), e.g. the data sent before 'Editar meus dados'. */
  initialValues: { document: string; email: string };
  /**
   * The CPF stored in this browser (digits, or ''), known only once mounted: it fills the CPF field
   * when that is still empty, so the server and the first client render match.
   */
  storedDocument?: string;
  onSubmit: (values: RecoveryRequestValues) => Promise<void>;
  failure: string | null;
  busy: boolean;
}

/** Recovery step 1: CPF and e-mail; 'Enviar código' is disabled while either is empty or invalid. */
export function RecoveryRequestForm({ initialValues, storedDocument = '', onSubmit, failure, busy }: RecoveryRequestFormProps) {
  const t = useTranslations('Auth');
  const fieldMessage = useFieldMessage();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isValid },
  } = useForm<RecoveryRequestInput, unknown, RecoveryRequestValues>({
    resolver: zodResolver(recoveryRequestSchema),
    mode: 'onTouched',
    defaultValues: { document: maskCpf(initialValues.document), email: initialValues.email },
  });

  useEffect(() => {
    if (storedDocument && !getValues('document')) setValue('document', maskCpf(storedDocument), { shouldValidate: true });
  }, [storedDocument, getValues, setValue]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('recoveryIntro')}</p>
      <CpfController control={control} name="document" autoFocus />
      <TextField
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        error={fieldMessage(errors.email?.message)}
        {...register('email')}
      />
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" fullWidth disabled={!isValid || busy}>
        {t('sendCode')}
      </Button>
    </form>
  );
}
