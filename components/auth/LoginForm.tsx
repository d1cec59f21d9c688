'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { USABILITY_RESULT } from '@/components/usability/entry';
import { logUsability } from '@/components/usability/queue';
import { isConnectionError, postJson } from '@/lib/bff/client';
import { API, type ApiError, type LoginResult } from '@/lib/bff/contract';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { loginSchema, type LoginInput } from '@/lib/validation/forms';
import { ConnectionErrorDialog } from './ConnectionErrorDialog';
import { CpfController } from './CpfController';
import { LinkButton } from './LinkButton';
import { usePanels } from './PanelProvider';
import { PasswordField } from './PasswordField';
import { readStoredDocument, storeDocument } from './storage';
import { TermsModal } from './TermsModal';
import { useFieldMessage } from './useFieldMessage';

const LOGIN_CODE_KEYS = { '101': 'login101', '102': 'login102', '103': 'login103', '104': 'login104' } as const;
const MASS_REGISTRATION_CODE = 'ERROR_REGISTER_MASIVE';
const UPDATE_PASSWORD_PATH = '/actualizar-clave';

function isLoginCode(code: string | undefined): code is keyof typeof LOGIN_CODE_KEYS {
  return code !== undefined && code in LOGIN_CODE_KEYS;
}

/** The login form of the 'Acesse seus benefícios' panel. `onSuccess` gets the logged-in result. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const t = useTranslations('Auth');
  const tPanels = useTranslations('Panels');
  const fieldMessage = useFieldMessage();
  const router = useRouter();
  const { openPanel, closePanel } = usePanels();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [connectionError, setConnectionError] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { document: maskCpf(readStoredDocument()), password: '' },
  });

  const errorText = (error: ApiError) => (isLoginCode(error.code) ? t(LOGIN_CODE_KEYS[error.code]) : error.message);

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    const result = await postJson<LoginResult>(API.login, values);
    setBusy(false);
    logUsability({ control: 'login', resultado: result.ok ? USABILITY_RESULT.ok : USABILITY_RESULT.error });
    if (result.ok) return onSuccess(result.data);
    if (isConnectionError(result.error)) return setConnectionError(true);
    if (result.error.code === MASS_REGISTRATION_CODE) {
      storeDocument(values.document);
      closePanel();
      return router.push(UPDATE_PASSWORD_PATH);
    }
    setFailure(errorText(result.error));
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p className="text-ink-muted">{tPanels('loginIntro')}</p>
        <CpfController control={control} name="document" autoFocus />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('passwordLabel')}
            autoComplete="current-password"
            error={fieldMessage(errors.password?.message)}
            {...register('password')}
          />
          {failure && (
            <p role="alert" className="text-sm font-semibold text-danger">
              {failure}
            </p>
          )}
        </div>
        <LinkButton onClick={() => openPanel('password-reset')}>{t('forgotPassword')}</LinkButton>
        <Button type="submit" fullWidth disabled={!isValid || busy}>
          {t('submitLogin')}
        </Button>
        <LinkButton onClick={() => openPanel('signup')}>{t('firstAccess')}</LinkButton>
        <LinkButton onClick={() => setTermsOpen(true)}>{t('termsLink')}</LinkButton>
      </form>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
      <ConnectionErrorDialog open={connectionError} onClose={() => setConnectionError(false)} />
      <LoadingOverlay open={busy} />
    </>
  );
}
