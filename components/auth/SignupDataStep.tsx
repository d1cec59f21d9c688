'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { isConnectionError, postJson } from '@/lib/bff/client';
import { API, type ApiError, type PreRegisterResult } from '@/lib/bff/contract';
import type { SignupDataInput } from '@/lib/validation/forms';
import { usePanels } from './PanelProvider';
import { SignupDataForm, type SignupDataErrors, type SignupDataValues } from './SignupDataForm';
import { storeDocument } from './storage';

/** Pre-registration refusals that get their own dialog; the rest go to the no-active panel. */
type Refusal =
  | { kind: 'limit' | 'registered' | 'mismatch' | 'connection' }
  | { kind: 'message'; message: string };

const SIGNUP_FIELDS = ['document', 'names', 'phone', 'email', 'acceptTerms'] as const;

/** Maps a pre-registration error to its dialog, or null for the no-active panel (101 and unknown codes). */
function preRegisterRefusal(error: ApiError): Refusal | null {
  if (isConnectionError(error)) return { kind: 'connection' };
  if (error.error !== 'business') return { kind: 'message', message: error.message };
  if (error.code === 'LIMIT') return { kind: 'limit' };
  if (error.code === '102') return { kind: 'registered' };
  if (error.code === '103') return { kind: 'mismatch' };
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
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sentDocument, setSentDocument] = useState('');

  const preRegister = async (values: SignupDataValues, setError: SignupDataErrors) => {
    onDraft(values);
    setSentDocument(values.document);
    setBusy(true);
    const result = await postJson<PreRegisterResult>(API.preRegister, values);
    setBusy(false);
    if (result.ok) return onAccepted(result.data.signupToken);
    for (const field of SIGNUP_FIELDS) {
      const message = result.error.fields?.[field];
      if (message) setError(field, { message });
    }
    const next = preRegisterRefusal(result.error);
    if (next) setRefusal(next);
    else openPanel('no-active');
  };

  const close = () => setRefusal(null);
  const goToLogin = () => {
    storeDocument(sentDocument);
    openPanel('login');
  };

  return (
    <>
      <SignupDataForm defaultValues={defaultValues} onSubmit={preRegister} busy={busy} />
      <ErrorDialog open={refusal?.kind === 'limit'} onClose={close} title={t('limitTitle')} message={t('limitMessage')} />
      <ErrorDialog
        open={refusal?.kind === 'registered'}
        onClose={close}
        title={t('alreadyRegisteredTitle')}
        message={t('register102')}
        actionLabel={t('goToMyAccount')}
        onAction={goToLogin}
      />
      <ErrorDialog open={refusal?.kind === 'mismatch'} onClose={close} title={t('validationErrorTitle')} message={t('register103')} />
      <ErrorDialog
        open={refusal?.kind === 'connection'}
        onClose={close}
        title={t('connectionErrorTitle')}
        message={t('connectionErrorMessage')}
      />
      <ErrorDialog open={refusal?.kind === 'message'} onClose={close} message={refusal?.kind === 'message' ? refusal.message : null} />
      <LoadingOverlay open={busy} />
    </>
  );
}
