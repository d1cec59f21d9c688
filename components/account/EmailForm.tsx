'use client';

import { lazyComponent } from '@/components/ui/lazyComponent';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { PasswordField } from '@/components/auth/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { Button } from '@/components/ui/Button';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { useBffCall } from '@/components/ui/useBffCall';
import { CODES } from '@/lib/bff/codes';
import { API, type ContactView, type EmailCodeSent } from '@/lib/account/contract';
import { lazyResolver } from '@/components/ui/lazyResolver';
import type { emailChangeSchema, EmailChangeInput, EmailCodeInput } from '@/lib/validation/account';
import { refusalText } from './refusal';
import { useSingleFlight } from './useSingleFlight';

/** The 6-digit dialog of the recovery, loaded only when a code was sent. */
const CodeDialog = lazyComponent(() => import('@/components/auth/CodeDialog').then((module) => module.CodeDialog), {
  loading: () => <LoadingOverlay />,
});

type EmailValues = z.output<typeof emailChangeSchema>;

const resolver = lazyResolver((zodResolver) => import('@/lib/validation/account').then((schemas) => zodResolver(schemas.emailChangeSchema)));

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The e-mail, confirmed with the current password (the step-up): the new address gets a 6-digit code (the recovery's dialog: 120 s countdown, resend);
 * only the right code changes it, then 'E-mail atualizado'. 'Corrigir o novo e-mail' goes back to
 * the field with what was typed.
 */
export function EmailForm({ initialEmail }: { initialEmail: string }) {
  const t = useTranslations('Profile');
  const router = useRouter();
  const fieldMessage = useFieldMessage();
  const hintId = useId();
  const passwordHintId = useId();
  const { call, feedback, supportCode } = useBffCall({ sessionRequired: true });
  const [current, setCurrent] = useState(initialEmail);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<EmailChangeInput, unknown, EmailValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: initialEmail, currentPassword: '' },
  });

  const sendCode = useSingleFlight(async ({ email, currentPassword }: EmailValues) => {
    if (sameAddress(email, current)) {
      setError('email', { message: t('emailUnchanged') }, { shouldFocus: true });
      return;
    }
    const result = await call<EmailCodeSent>(API.accountEmail, { email, currentPassword } satisfies EmailChangeInput);
    if (result.ok) {
      setPending(email);
      return;
    }
    // A wrong current password is told under its field; what was typed stays in both fields.
    if (result.error.code === CODES.stepUpMismatch) {
      setError('currentPassword', { message: refusalText(result) ?? undefined }, { shouldFocus: true });
      return;
    }
    const text = refusalText(result, 'email');
    if (text) setError('email', { message: text }, { shouldFocus: true });
  });

  const resend = async (): Promise<boolean> => {
    if (!pending) return false;
    const result = await call<EmailCodeSent>(API.accountEmail, { email: pending, currentPassword: getValues('currentPassword') } satisfies EmailChangeInput);
    const text = result.ok ? null : refusalText(result);
    if (text) setNotice(text);
    return result.ok;
  };

  const confirm = async (code: string): Promise<'wrong' | 'handled'> => {
    const result = await call<ContactView>(API.accountEmailConfirm, { code } satisfies EmailCodeInput);
    if (result.ok) {
      setPending(null);
      setCurrent(result.data.email);
      reset({ email: result.data.email, currentPassword: '' });
      setSaved(result.data.email);
      router.refresh();
      return 'handled';
    }
    if (result.error.code === CODES.emailWrongCode) return 'wrong';
    const text = refusalText(result);
    if (text) setNotice(text);
    return 'handled';
  };

  return (
    <>
      <form noValidate aria-label={t('emailFormName')} onSubmit={handleSubmit(sendCode)} className="flex flex-col gap-3">
        <TextField
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          aria-describedby={hintId}
          error={fieldMessage(errors.email?.message)}
          {...register('email')}
        />
        <p id={hintId} className="text-sm text-ink-muted">
          {t('emailHint')}
        </p>
        <PasswordField
          label={t('currentPasswordLabel')}
          autoComplete="current-password"
          aria-describedby={passwordHintId}
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <p id={passwordHintId} className="text-sm text-ink-muted">
          {t('currentPasswordHint')}
        </p>
        {/* Always enabled, as the phone's: pressed with an address that is not valid, it says why under
            the field (a disabled button gives no reason), and the schema is fetched only then, not with
            the page (lazyResolver; a disabled state would need it at once). Enabled while the call runs
            too (the overlay covers the page), so the focus stays here. */}
        <Button type="submit" appearance="outlined" className="self-start">
          {t('saveEmail')}
        </Button>
      </form>
      {pending && (
        <CodeDialog
          email={pending}
          intro={t('codeIntro', { email: pending })}
          editLabel={t('editEmail')}
          onConfirm={confirm}
          onResend={resend}
          onEdit={() => setPending(null)}
        />
      )}
      <ErrorDialog open={notice !== null} onClose={() => setNotice(null)} message={notice} supportCode={supportCode} />
      <SuccessModal
        open={saved !== null}
        onClose={() => setSaved(null)}
        title={t('emailSavedTitle')}
        message={t('emailSavedMessage', { email: saved ?? '' })}
      />
      {feedback}
    </>
  );
}
