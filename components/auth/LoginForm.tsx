'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { Button } from '@/components/ui/Button';
import { useBffCall } from '@/components/ui/useBffCall';
import { USABILITY_RESULT } from '@/components/usability/entry';
import { logUsability } from '@/components/usability/queue';
import { isConnectionError } from '@/lib/bff/client';
import { CODES, LOGIN_CODE_MESSAGES } from '@/lib/bff/codes';
import { CAPTCHA_TOKENS, API, type LoginResult } from '@/lib/auth/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { loginSchema, type LoginInput } from '@/lib/validation/forms';
import { CpfController } from './CpfController';
import { LinkButton } from './LinkButton';
import { usePanels } from './PanelProvider';
import { PasswordField } from './PasswordField';
import { readStoredDocument, storeDocument } from './storage';
import { TermsModal } from './TermsModal';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

const UPDATE_PASSWORD_PATH = '/actualizar-clave';

function isLoginCode(code: string | undefined): code is keyof typeof LOGIN_CODE_MESSAGES {
  return code !== undefined && code in LOGIN_CODE_MESSAGES;
}

/** The login form of the 'Acesse seus benefícios' panel. `onSuccess` gets the logged-in result. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const t = useTranslations('Auth');
  const tPanels = useTranslations('Panels');
  const fieldMessage = useFieldMessage();
  const router = useRouter();
  const { openPanel, closePanel } = usePanels();
  const { call, busy, feedback } = useBffCall();
  const [failure, setFailure] = useState<string | null>(null);
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

  const errorText = (error: ApiError) => (isLoginCode(error.code) ? t(LOGIN_CODE_MESSAGES[error.code]) : error.message);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await call<LoginResult>(API.login, values, 'POST', { captchaTokens: CAPTCHA_TOKENS.login });
    logUsability({ control: 'login', resultado: result.ok ? USABILITY_RESULT.ok : USABILITY_RESULT.error });
    if (result.ok) return onSuccess(result.data);
    if (isConnectionError(result.error)) return;
    if (result.error.code === CODES.massRegistration) {
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
      {feedback}
    </>
  );
}
