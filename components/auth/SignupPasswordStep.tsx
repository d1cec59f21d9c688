'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { CAPTCHA_TOKENS, API, type LoginResult, type RegisterBody } from '@/lib/auth/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm';
import { usePanels } from './PanelProvider';
import { StepHeading } from './StepHeading';

type Dialog = { message: string; toLogin: boolean };

/** Sign-up step 1, 'Ativar benefícios': the password; registration logs the customer in. */
export function SignupPasswordStep({ signupToken, onRegistered }: { signupToken: string; onRegistered: (result: LoginResult) => void }) {
  const t = useTranslations('Auth');
  const { openPanel } = usePanels();
  // Registration's network error has its own text (SPEC §8), under the generic 'Error' title.
  const { call, busy, feedback, supportCode } = useBffCall({ connectionError: { message: t('registerConnectionError') } });
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // The text is the server's (lib/auth/refusals.ts); the code only decides whether the dialog leads to the login.
  const refusal = (error: ApiError): Dialog => ({ message: error.message, toLogin: error.code === CODES.alreadyRegistered });

  const registerAccount = async (values: NewPasswordValues) => {
    const result = await call<LoginResult>(API.register, { signupToken, ...values } satisfies RegisterBody, 'POST', { captchaTokens: CAPTCHA_TOKENS.register });
    if (result.ok) onRegistered(result.data);
    else if (!isConnectionError(result.error)) setDialog(refusal(result.error));
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
        supportCode={supportCode}
      />
      {feedback}
    </div>
  );
}
