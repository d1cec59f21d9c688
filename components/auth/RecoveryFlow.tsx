'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { CAPTCHA_TOKENS, API, type LoginResult, type RecoveryRequestResult, type RecoveryValidateBody, type RecoveryValidateResult } from '@/lib/auth/contract';
import { CodeDialog } from './CodeDialog';
import { EcosystemSelection } from './EcosystemSelection';
import { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm';
import { RecoveryRequestForm, type RecoveryRequestValues } from './RecoveryRequestForm';
import { StepHeading } from './StepHeading';
import { readStoredDocument } from './storage';
import { useCompleteLogin } from './useCompleteLogin';

type Step = 'request' | 'password' | 'ecosystem';

const noSubscription = () => () => {};
const noDocument = () => '';

/**
 * Password recovery, used by the 'Recuperar senha' panel and by /actualizar-clave:
 * CPF + e-mail → code dialog → new password → 'PARABÉNS' → logged in.
 * `fallbackRedirect`: where to go after login when the result has no landing page.
 */
export function RecoveryFlow({ fallbackRedirect }: { fallbackRedirect?: string }) {
  const t = useTranslations('Auth');
  const completeLogin = useCompleteLogin(fallbackRedirect);
  // Web storage exists only in the browser: '' on the server and while hydrating, then the stored CPF.
  const storedDocument = useSyncExternalStore(noSubscription, readStoredDocument, noDocument);
  const [step, setStep] = useState<Step>('request');
  const [request, setRequest] = useState<RecoveryRequestValues | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const { call, busy, feedback, supportCode } = useBffCall();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loggedIn, setLoggedIn] = useState<LoginResult | null>(null);

  const sendCode = async (values: RecoveryRequestValues) => {
    setFailure(null);
    const result = await call<RecoveryRequestResult>(API.recoveryRequest, values, 'POST', { captchaTokens: CAPTCHA_TOKENS.recoveryRequest });
    if (result.ok) {
      setRequest(values);
      setCodeOpen(true);
    } else if (!isConnectionError(result.error)) setFailure(result.error.message);
  };

  const resendCode = async () => {
    if (!request) return false;
    const result = await call<RecoveryRequestResult>(API.recoveryRequest, request, 'POST', { captchaTokens: CAPTCHA_TOKENS.recoveryRequest });
    if (!result.ok && !isConnectionError(result.error)) setNotice(result.error.message);
    return result.ok;
  };

  const confirmCode = async (code: string): Promise<'wrong' | 'handled'> => {
    const result = await call<RecoveryValidateResult>(API.recoveryValidate, { code } satisfies RecoveryValidateBody);
    if (result.ok) {
      setCodeOpen(false);
      setFailure(null);
      setStep('password');
      return 'handled';
    }
    if (result.error.code === CODES.wrongCode) return 'wrong';
    if (!isConnectionError(result.error)) setNotice(result.error.message);
    return 'handled';
  };

  const changePassword = async (values: NewPasswordValues) => {
    setFailure(null);
    const result = await call<LoginResult>(API.recoveryPassword, values, 'POST', { captchaTokens: CAPTCHA_TOKENS.recoveryPassword });
    if (result.ok) setLoggedIn(result.data);
    else if (!isConnectionError(result.error)) setFailure(result.error.message);
  };

  const enter = () => {
    if (!loggedIn) return;
    setLoggedIn(null);
    if (loggedIn.mustChooseEcosystem) setStep('ecosystem');
    else completeLogin(loggedIn);
  };

  return (
    <>
      {step === 'request' && (
        <RecoveryRequestForm
          initialValues={request ?? { document: storedDocument, email: '' }}
          storedDocument={storedDocument}
          onSubmit={sendCode}
          failure={failure}
          busy={busy}
        />
      )}
      {step === 'password' && (
        <div className="flex flex-col gap-5">
          <StepHeading>{t('newPasswordTitle')}</StepHeading>
          <NewPasswordForm submitLabel={t('savePassword')} onSubmit={changePassword} failure={failure} busy={busy} />
        </div>
      )}
      {step === 'ecosystem' && <EcosystemSelection onChosen={completeLogin} />}
      {codeOpen && request && (
        <CodeDialog email={request.email} onConfirm={confirmCode} onResend={resendCode} onEdit={() => setCodeOpen(false)} />
      )}
      <SuccessModal open={loggedIn !== null} onClose={enter} title={t('successTitle')} message={t('successMessage')} buttonLabel={t('accessBenefits')} />
      <ErrorDialog open={notice !== null} onClose={() => setNotice(null)} message={notice} supportCode={supportCode} />
      {feedback}
    </>
  );
}
