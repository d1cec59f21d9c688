'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ModalFrame } from '@/components/ui/ModalFrame';
import { onlyDigits } from '@/lib/validation/digits';
import { CODE_LENGTH } from '@/lib/validation/forms';
import { LinkButton } from './LinkButton';
import { formatSeconds, useCountdown } from './useCountdown';

const RESEND_SECONDS = 120;

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

export interface CodeDialogProps {
  /** Where the code went, shown in the intro. */
  email: string;
  /** Checks the code: 'wrong' clears the boxes and says so; 'handled' means the parent took over. */
  onConfirm: (code: string) => Promise<'wrong' | 'handled'>;
  /** Sends a new code; true when it went out (the countdown restarts). */
  onResend: () => Promise<boolean>;
  /** 'Editar meus dados' (and Escape): back to the CPF and e-mail. */
  onEdit: () => void;
  /** Replaces the intro under the title (default: the code went to `email`). */
  intro?: ReactNode;
  /** Replaces the 'Editar meus dados' label. */
  editLabel?: string;
}

/** 'Enviamos um código por e-mail': six digit boxes, 'Confirmar código', the resend countdown. Mount it to open it. */
export function CodeDialog({ email, onConfirm, onResend, onEdit, intro, editLabel }: CodeDialogProps) {
  const t = useTranslations('Auth');
  const titleId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [wrong, setWrong] = useState(false);
  const [sends, setSends] = useState(1);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const code = digits.join('');
  const complete = code.length === CODE_LENGTH;

  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), CODE_LENGTH - 1)]?.focus();

  /** Writes `typed` from box `index` on (several digits: autofill or paste) and moves to the next empty box. */
  const fill = (index: number, typed: string) => {
    const incoming = onlyDigits(typed).slice(0, CODE_LENGTH - index);
    const next = [...digits];
    if (incoming.length === 0) next[index] = '';
    [...incoming].forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    setDigits(next);
    if (incoming.length > 0) focusBox(index + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted.length === CODE_LENGTH) fill(0, pasted);
    else fill(index, pasted);
  };

  const confirm = async () => {
    setBusy(true);
    setWrong(false);
    const outcome = await onConfirm(code);
    setBusy(false);
    if (outcome !== 'wrong') return;
    setWrong(true);
    setDigits(emptyCode());
    focusBox(0);
  };

  const resend = async () => {
    setBusy(true);
    setWrong(false);
    const sent = await onResend();
    setBusy(false);
    if (!sent) return;
    setSends((n) => n + 1);
    setDigits(emptyCode());
    restart();
    focusBox(0);
  };

  return (
    <ModalFrame open onClose={onEdit} labelledBy={titleId} className="gap-5 px-6 py-8 desktop:max-w-[520px] desktop:px-10">
      <h2 id={titleId} className="section-title">
        {t('codeTitle')}
      </h2>
      <p className="text-ink-muted">{intro ?? t('codeIntro', { email })}</p>
      {sends > 1 && (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-ink">
          {t('codeResent')}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !busy) void confirm();
        }}
        className="flex flex-col gap-5"
      >
        <fieldset>
          <legend className="sr-only">{t('codeGroup')}</legend>
          <div className="flex justify-between gap-2">
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(node) => {
                  boxes.current[index] = node;
                }}
                value={digit}
                onChange={(event) => fill(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
                onFocus={(event) => event.target.select()}
                aria-label={t('codeDigit', { position: index + 1, total: CODE_LENGTH })}
                aria-invalid={wrong || undefined}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                data-autofocus={index === 0 ? '' : undefined}
                className="size-12 rounded-xl border-2 border-ink-muted text-center text-2xl font-bold text-ink focus:border-brand-700"
              />
            ))}
          </div>
        </fieldset>
        {wrong && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {t('codeInvalid')}
          </p>
        )}
        <Button type="submit" fullWidth disabled={!complete || busy}>
          {t('confirmCode')}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-2">
        {remaining > 0 && <p className="text-ink-muted">{t('resendIn', { time: formatSeconds(remaining) })}</p>}
        <Button variant="primary" appearance="outlined" disabled={remaining > 0 || busy} onClick={() => void resend()}>
          {t('resendCode')}
        </Button>
        <LinkButton className="self-center" onClick={onEdit}>
          {editLabel ?? t('editData')}
        </LinkButton>
      </div>
    </ModalFrame>
  );
}
