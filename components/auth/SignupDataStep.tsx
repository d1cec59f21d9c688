'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { CAPTCHA_TOKENS, API, type PreRegisterResult } from '@/lib/auth/contract';
import { type ApiError } from '@/lib/bff/protocol';
import type { SignupDataInput } from '@/lib/validation/forms';
import { usePanels } from './PanelProvider';
import { SignupDataForm, type SignupDataErrors, type SignupDataValues } from './SignupDataForm';
import { storeDocument } from './storage';

/** Pre-registration refusals that get their own dialog (its title; the text is the server's); the rest go to the no-active panel. */
type Refusal = { kind: 'limit' | 'registered' | 'mismatch' | 'message'; message: string };

const SIGNUP_FIELDS = ['document', 'names', 'phone', 'email', 'acceptTerms'] as const;

/**
 * Maps a pre-registration error to its dialog, 'none' when useBffCall already shows one (connection
 * error), or null for the no-active panel (101 and unknown codes).
 */
function preRegisterRefusal(error: ApiError): Refusal | 'none' | null {
  if (isConnectionError(error)) return 'none';
  const { message } = error;
  if (error.error !== 'business') return { kind: 'message', message };
  if (error.code === CODES.signupLimit) return { kind: 'limit', message };
  if (error.code === CODES.alreadyRegistered) return { kind: 'registered', message };
  if (error.code === CODES.identityMismatch) return { kind: 'mismatch', message };
  return null;
}

export interface SignupDataStepProps {
  /** The data typed before (kept while the customer visits the no-active panel), or the banner CPF. */
  defaultValues: Partial<SignupDataInput>;
  /** Called with what was sent, before the answer, so nothing typed is lost. */
  onDraft: (values: SignupDataValues) => void;
  onAccepted: (signupToken: string) => void;
}

/** Sign-up step 0 and its pre-registration call, with the §8 outcomes. */
export function SignupDataStep({ defaultValues, onDraft, onAccepted }: SignupDataStepProps) {
  const t = useTranslations('Auth');
  const { openPanel } = usePanels();
  const { call, busy, feedback, supportCode } = useBffCall();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sentDocument, setSentDocument] = useState('');

  const preRegister = async (values: SignupDataValues, setError: SignupDataErrors) => {
    onDraft(values);
    setSentDocument(values.document);
    const result = await call<PreRegisterResult>(API.preRegister, values, 'POST', { captchaTokens: CAPTCHA_TOKENS.preRegister });
    if (result.ok) return onAccepted(result.data.signupToken);
    for (const field of SIGNUP_FIELDS) {
      const message = result.error.fields?.[field];
      if (message) setError(field, { message });
    }
    const next = preRegisterRefusal(result.error);
    if (next === null) openPanel('no-active');
    else if (next !== 'none') setRefusal(next);
  };

  const close = () => setRefusal(null);
  const goToLogin = () => {
    storeDocument(sentDocument);
    openPanel('login');
  };

  return (
    <>
      <SignupDataForm defaultValues={defaultValues} onSubmit={preRegister} busy={busy} />
      <ErrorDialog open={refusal?.kind === 'limit'} onClose={close} title={t('limitTitle')} message={refusal?.message} supportCode={supportCode} />
      <ErrorDialog
        open={refusal?.kind === 'registered'}
        onClose={close}
        title={t('alreadyRegisteredTitle')}
        message={refusal?.message}
        actionLabel={t('goToMyAccount')}
        onAction={goToLogin}
        supportCode={supportCode}
      />
      <ErrorDialog open={refusal?.kind === 'mismatch'} onClose={close} title={t('validationErrorTitle')} message={refusal?.message} supportCode={supportCode} />
      <ErrorDialog open={refusal?.kind === 'message'} onClose={close} message={refusal?.message} supportCode={supportCode} />
      {feedback}
    </>
  );
}
