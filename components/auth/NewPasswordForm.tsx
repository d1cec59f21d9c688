'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { newPasswordFormSchema, type NewPasswordFormInput } from '@/lib/validation/forms';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { useFieldMessage } from './useFieldMessage';

export type NewPasswordValues = z.output<typeof newPasswordFormSchema>;

export interface NewPasswordFormProps {
  submitLabel: string;
  onSubmit: (values: NewPasswordValues) => Promise<void> | void;
  /** Why the last submission was refused (announced under the fields). */
  failure?: string | null;
  busy?: boolean;
}

/** New password + confirmation, with the live rules and strength; submit only when both are right. */
export function NewPasswordForm({ submitLabel, onSubmit, failure, busy = false }: NewPasswordFormProps) {
  const t = useTranslations('Auth');
  const fieldMessage = useFieldMessage();
  const rulesId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid, touchedFields },
  } = useForm<NewPasswordFormInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PasswordField
        label={t('newPasswordLabel')}
        autoComplete="new-password"
        aria-describedby={rulesId}
        error={fieldMessage(errors.password?.message)}
        {...register('password', { deps: touchedFields.confirmPassword ? ['confirmPassword'] : [] })}
      />
      <PasswordRules id={rulesId} password={password ?? ''} />
      <PasswordField
        label={t('confirmPasswordLabel')}
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" fullWidth disabled={!isValid || busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
