'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { Button } from '@/components/ui/Button';
import { lazyResolver } from '@/components/ui/lazyResolver';
import type { PasswordChangeInput } from '@/lib/validation/account';
import type { newPasswordFormSchema } from '@/lib/validation/forms';
import { passesPasswordRules } from '@/lib/validation/password';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

/** The new password and its confirmation; with `currentPasswordLabel`, also the current password. */
export type NewPasswordValues = z.output<typeof newPasswordFormSchema> & { currentPassword?: string };

// One form for both: the recovery's schema is the same minus the current password.
const withCurrentResolver = lazyResolver<PasswordChangeInput, NewPasswordValues>((zodResolver) =>
  import('@/lib/validation/account').then((schemas) => zodResolver(schemas.passwordChangeSchema)),
);
const newOnlyResolver = lazyResolver<PasswordChangeInput, NewPasswordValues>((zodResolver) =>
  import('@/lib/validation/forms').then((schemas) => zodResolver(schemas.newPasswordFormSchema) as unknown as Resolver<PasswordChangeInput, unknown, NewPasswordValues>),
);

export interface NewPasswordFormProps {
  submitLabel: string;
  onSubmit: (values: NewPasswordValues) => Promise<void> | void;
  /** Why the last submission was refused (announced under the fields). */
  failure?: string | null;
  busy?: boolean;
  /** Asks the current password first (the logged-in change): the field's label. */
  currentPasswordLabel?: string;
  /** Locks every field and the button (e.g. after too many attempts); what was typed stays. */
  disabled?: boolean;
}

/** New password + confirmation (and the current password when asked), with the live rules and strength; submit only when all are right. */
export function NewPasswordForm({ submitLabel, onSubmit, failure, busy = false, currentPasswordLabel, disabled = false }: NewPasswordFormProps) {
  const t = useTranslations('Auth');
  const fieldMessage = useFieldMessage();
  const rulesId = useId();
  const withCurrent = currentPasswordLabel !== undefined;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, touchedFields },
  } = useForm<PasswordChangeInput, unknown, NewPasswordValues>({
    resolver: withCurrent ? withCurrentResolver : newOnlyResolver,
    mode: 'onTouched',
    defaultValues: withCurrent ? { currentPassword: '', password: '', confirmPassword: '' } : { password: '', confirmPassword: '' },
    disabled,
  });
  const [currentPassword, password, confirmPassword] = useWatch({ control, name: ['currentPassword', 'password', 'confirmPassword'] });
  // SPEC §5: the button waits for every rule and the matching confirmation (and, for the logged-in
  // change, a current password it differs from). Told from the rules themselves, not RHF's isValid: that would run the schema at once and fetch zod with the page
  // (lazyResolver); the schema still checks everything when the form is sent.
  const ready = passesPasswordRules(password ?? '') && password === confirmPassword && (!withCurrent || (Boolean(currentPassword) && password !== currentPassword));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {withCurrent && (
        <PasswordField
          label={currentPasswordLabel}
          autoComplete="current-password"
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword', { deps: touchedFields.password ? ['password'] : [] })}
        />
      )}
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
      <Button type="submit" fullWidth disabled={!ready || busy || disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
