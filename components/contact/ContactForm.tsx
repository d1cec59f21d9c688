'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConnectionErrorDialog } from '@/components/auth/ConnectionErrorDialog';
import { TextField } from '@/components/auth/TextField';
import { useFieldMessage } from '@/components/auth/useFieldMessage';
import { Button } from '@/components/ui/Button';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { postJson } from '@/lib/bff/client';
import { API, type ContactResult } from '@/lib/bff/contract';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { contactSchemaFor, type ContactBody, type ContactInput } from '@/lib/validation/contact';
import { MessageField } from './MessageField';
import { SubjectCombobox } from './SubjectCombobox';

/** The CPF mask of SPEC §5, shown as the placeholder. */
const CPF_PLACEHOLDER = '___.___.___-__';

/** Labels of required fields carry an asterisk (SPEC §5). */
const required = (label: string) => `${label} *`;

export interface ContactFormProps {
  /** Told by the server: logged in → subject and message only. */
  loggedIn: boolean;
  /** The customer closed the success modal: the contact modal closes too. */
  onDone: () => void;
}

/**
 * The contact form of 'Como podemos te ajudar?'. Send stays disabled until the required fields are
 * valid; a failed send shows the connection error and keeps everything typed, so Send can be pressed again.
 */
export function ContactForm({ loggedIn, onDone }: ContactFormProps) {
  const t = useTranslations('Contact');
  const tValidation = useTranslations('Validation');
  const fieldMessage = useFieldMessage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(contactSchemaFor(loggedIn)),
    mode: 'onTouched',
    defaultValues: loggedIn ? { subject: '', message: '' } : { identification: '', fullname: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const result = await postJson<ContactResult>(API.contact, values);
    setBusy(false);
    if (result.ok) setSent(true);
    else setFailed(true);
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p className="text-ink-muted">{t('intro')}</p>
        <p className="text-sm text-ink-muted">
          <span aria-hidden="true">* </span>
          {tValidation('requiredNote')}
        </p>
        {!loggedIn && (
          <>
            <Controller
              name="identification"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  label={required(t('cpfLabel'))}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(maskCpf(event.target.value))}
                  onBlur={field.onBlur}
                  error={fieldMessage(fieldState.error?.message)}
                  aria-required="true"
                  inputMode="numeric"
                  placeholder={CPF_PLACEHOLDER}
                  maxLength={CPF_PLACEHOLDER.length}
                />
              )}
            />
            <TextField
              label={required(t('fullnameLabel'))}
              autoComplete="name"
              aria-required="true"
              error={fieldMessage(errors.fullname?.message)}
              {...register('fullname')}
            />
            <TextField
              label={required(t('emailLabel'))}
              type="email"
              autoComplete="email"
              aria-required="true"
              error={fieldMessage(errors.email?.message)}
              {...register('email')}
            />
          </>
        )}
        <Controller
          name="subject"
          control={control}
          render={({ field, fieldState }) => (
            <SubjectCombobox
              ref={field.ref}
              label={required(t('subjectLabel'))}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="message"
          control={control}
          render={({ field, fieldState }) => (
            <MessageField
              ref={field.ref}
              label={required(t('messageLabel'))}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Button type="submit" fullWidth disabled={!isValid || busy} data-control="contact-send" data-extra={loggedIn ? 'logged-in' : 'anonymous'}>
          {t('send')}
        </Button>
      </form>
      <LoadingOverlay open={busy} />
      <ConnectionErrorDialog open={failed} onClose={() => setFailed(false)} />
      <SuccessModal open={sent} onClose={onDone} title={t('sent')} />
    </>
  );
}
