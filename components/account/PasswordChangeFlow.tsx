'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { NewPasswordForm, type NewPasswordValues } from '@/components/auth/NewPasswordForm';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { useBffCall } from '@/components/ui/useBffCall';
import { API, type PasswordChanged } from '@/lib/account/contract';
import { refusalText } from './refusal';
import { useSingleFlight } from './useSingleFlight';

const TOO_MANY = 429;

export interface PasswordChangeFlowProps {
  /** The lock of too many wrong current passwords, as the server knows it: its message and end (HH:mm, epoch ms). */
  lock: { message: string; until: string; untilMs: number } | null;
}

/**
 * /auth/perfil/senha: current password, new password and confirmation (the SPEC §5 rules live).
 * Refusals in pt-BR under the fields; success → 'Senha alterada' and a fresh form; the session stays.
 * Past the login's limit of wrong passwords per CPF (lib/limits loginCpf, which this step-up spends too)
 * the form locks (429), and stays locked on reload until the lock ends.
 */
export function PasswordChangeFlow({ lock }: PasswordChangeFlowProps) {
  const t = useTranslations('PasswordChange');
  const router = useRouter();
  const { call, feedback } = useBffCall({ sessionRequired: true });
  const [failure, setFailure] = useState<string | null>(null);
  /** The 429 message, until the server's lock (after router.refresh()) tells the end time. */
  const [refusedLock, setRefusedLock] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const lockBox = useRef<HTMLDivElement>(null);
  const lockMessage = lock?.message ?? refusedLock;
  const focusFirstField = () => area.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();

  // The lock ends by itself: read the page again then (the server decides), and the form opens.
  useEffect(() => {
    if (!lock) return;
    const timer = window.setTimeout(() => {
      setRefusedLock(null);
      router.refresh();
    }, Math.max(0, lock.untilMs - Date.now()) + 1000);
    return () => window.clearTimeout(timer);
  }, [lock, router]);

  const submit = useSingleFlight(async (values: NewPasswordValues) => {
    setFailure(null);
    const result = await call<PasswordChanged>(API.accountPassword, values, 'PUT');
    if (result.ok) {
      setFormKey((key) => key + 1);
      setDone(true);
      return;
    }
    const text = refusalText(result);
    if (!text) return;
    if (result.status === TOO_MANY) {
      setRefusedLock(text);
      router.refresh();
      window.requestAnimationFrame(() => lockBox.current?.focus());
      return;
    }
    setFailure(text);
    focusFirstField();
  });

  const closeSuccess = () => {
    setDone(false);
    window.requestAnimationFrame(focusFirstField);
  };

  return (
    <div ref={area} className="flex flex-col gap-5">
      {lockMessage && (
        <div ref={lockBox} tabIndex={-1} role="alert" className="flex flex-col gap-1 rounded-xl border-2 border-danger bg-surface p-4 text-ink">
          <p className="font-bold">{t('lockedTitle')}</p>
          <p>{lockMessage}</p>
          {lock && <p>{t('lockedUntil', { time: lock.until })}</p>}
        </div>
      )}
      <NewPasswordForm
        key={formKey}
        currentPasswordLabel={t('currentLabel')}
        submitLabel={t('submit')}
        onSubmit={submit}
        failure={lockMessage ? null : failure}
        disabled={lockMessage !== null}
      />
      <SuccessModal open={done} onClose={closeSuccess} title={t('successTitle')} message={t('successMessage')} />
      {feedback}
    </div>
  );
}
