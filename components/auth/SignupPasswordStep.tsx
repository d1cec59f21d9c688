'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { isConnectionError, postJson } from '@/lib/bff/client';
import { API, type ApiError, type LoginResult, type RegisterBody } from '@/lib/bff/contract';
import { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm';
import { usePanels } from './PanelProvider';
import { StepHeading } from './StepHeading';

type Dialog = { message: string; toLogin: boolean };

/** Sign-up step 1, 'Ativar benefícios': the password; registration logs the customer in. */
export function SignupPasswordStep({ signupToken, onRegistered }: { signupToken: string; onRegistered: (result: LoginResult) => void }) {
  const t = useTranslations('Auth');
  const { openPanel } = usePanels();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const refusal = (error: ApiError): Dialog => {
    if (isConnectionError(error)) return { message: t('registerConnectionError'), toLogin: false };
    if (error.code === '102') return { message: t('register102'), toLogin: true };
    if (error.code === '103') return { message: t('register103'), toLogin: false };
    return { message: error.message, toLogin: false };
  };

  const registerAccount = async (values: NewPasswordValues) => {
    setBusy(true);
    const result = await postJson<LoginResult>(API.register, { signupToken, ...values } satisfies RegisterBody);
    setBusy(false);
    if (result.ok) onRegistered(result.data);
    else setDialog(refusal(result.error));
  };

  return (
    <div className="flex flex-col gap-5">
      <StepHeading>{t('signupPasswordTitle')}</StepHeading>
      <NewPasswordForm submitLabel={t('activateBenefits')} onSubmit={registerAccount} busy={busy} />
      <ErrorDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        message={dialog?.message}
        actionLabel={dialog?.toLogin ? t('goToMyAccount') : undefined}
        onAction={dialog?.toLogin ? () => openPanel('login') : undefined}
      />
      <LoadingOverlay open={busy} />
    </div>
  );
}
