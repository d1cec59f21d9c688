'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Combobox, plainOptions, searchByName } from '@/components/ui/Combobox';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { MaskedField } from '@/components/ui/MaskedField';
import { useBffCall } from '@/components/ui/useBffCall';
import { recentSupportCode } from '@/components/ui/shownSupportCode';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { SupportCode } from '@/components/ui/SupportCode';
import { FormTextArea } from '@/components/ui/FormTextArea';
import { TextField } from '@/components/ui/TextField';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { isConnectionError } from '@/lib/bff/client';
import { API, type ContactResult } from '@/lib/contact/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { CONTACT_SUBJECTS, MESSAGE_MAX, contactSchemaFor, type ContactBody, type ContactInput } from '@/lib/validation/contact';

/** The CPF mask of SPEC §5, shown as the placeholder. */
const CPF_PLACEHOLDER = '___.___.___-__';

const SUBJECTS = plainOptions(CONTACT_SUBJECTS);
const searchSubjects = searchByName(SUBJECTS);

/** Every field of the form: the identity ones are '' and stripped by the schema when logged in. */
const FIELDS = ['identification', 'fullname', 'email', 'subject', 'message'] as const satisfies readonly Path<ContactInput>[];
type ContactField = (typeof FIELDS)[number];
const isContactField = (name: string): name is ContactField => (FIELDS as readonly string[]).includes(name);

export interface ContactFormProps {
  /** Told by the server: logged in → subject and message only. */
  loggedIn: boolean;
  /** The customer closed the success modal: the contact modal closes too. */
  onDone: () => void;
}

/**
 * The contact form of 'Como podemos te ajudar?'. Send stays disabled until the required fields are
 * valid; a failed send shows the connection error and keeps everything typed, so Send can be pressed again.
 * Opened within 30 minutes of an error that showed a support code, it shows that code and sends it
 * along unless the customer unticks it (components/ui/shownSupportCode.ts).
 */
export function ContactForm({ loggedIn, onDone }: ContactFormProps) {
  const t = useTranslations('Contact');
  const tValidation = useTranslations('Validation');
  const tApi = useTranslations('Api');
  const router = useRouter();
  const fieldMessage = useFieldMessage();
  const { call, busy, feedback, supportCode: failedCode } = useBffCall();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Read once, as the form opens (it is only rendered in the browser, when the modal opens).
  const [offeredCode] = useState(recentSupportCode);
  const [sendCode, setSendCode] = useState(true);
  const sendCodeId = useId();
  const sendCodeHintId = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<ContactInput, unknown, ContactBody>({
    // Follows `loggedIn`: after a 401 the refreshed server render asks for the identity too.
    resolver: zodResolver(contactSchemaFor(loggedIn)),
    mode: 'onTouched',
    defaultValues: { identification: '', fullname: '', email: '', subject: '', message: '' },
  });

  /** Puts a 422's field messages (already pt-BR) on the fields; false when none of them is on the form. */
  const showFieldErrors = (fields: ApiError['fields']) => {
    const known = Object.entries(fields ?? {}).filter(([name]) => isContactField(name) && (!loggedIn || name === 'subject' || name === 'message'));
    known.forEach(([name, message], index) => setError(name as ContactField, { type: 'server', message }, { shouldFocus: index === 0 }));
    return known.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    const supportCode = sendCode ? offeredCode : null;
    const result = await call<ContactResult>(API.contact, supportCode ? { ...values, supportCode } : values);
    if (result.ok) {
      setSent(true);
    } else if (isConnectionError(result.error)) {
      // useBffCall shows the connection error; everything typed stays.
    } else if (result.status === 401) {
      // The session expired: the server renders the anonymous form, which asks for the identity.
      router.refresh();
      setFailure(tApi('unauthorized'));
    } else if (result.status !== 422 || !showFieldErrors(result.error.fields)) {
      setFailure(result.error.message || tApi('connectionError'));
    }
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
            <MaskedField control={control} name="identification" label={t('cpfLabel')} required mask={maskCpf} template={CPF_PLACEHOLDER} />
            <TextField
              label={t('fullnameLabel')}
              required
              autoComplete="name"
              error={fieldMessage(errors.fullname?.message)}
              {...register('fullname')}
            />
            <TextField
              label={t('emailLabel')}
              required
              type="email"
              autoComplete="email"
              error={fieldMessage(errors.email?.message)}
              {...register('email')}
            />
          </>
        )}
        <Controller
          name="subject"
          control={control}
          render={({ field, fieldState }) => (
            <Combobox
              ref={field.ref}
              label={t('subjectLabel')}
              required
              name={field.name}
              groups={SUBJECTS}
              search={searchSubjects}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error)}
              placeholder={t('subjectPlaceholder')}
              status={(count) => (count === 0 ? t('subjectNoMatch') : '')}
              restoreOnLeave
            />
          )}
        />
        <FormTextArea
          control={control}
          name="message"
          label={t('messageLabel')}
          required
          rows={5}
          maxLength={MESSAGE_MAX}
          counter={(count) => t('messageCounter', { count, max: MESSAGE_MAX })}
        />
        {offeredCode && (
          <div className="flex flex-col gap-2 rounded-xl border border-brand-100 p-4">
            <SupportCode code={offeredCode} remember={false} />
            <div className="flex items-start gap-3">
              <input
                id={sendCodeId}
                type="checkbox"
                checked={sendCode}
                onChange={(event) => setSendCode(event.target.checked)}
                aria-describedby={sendCodeHintId}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={sendCodeId} className="text-ink">
                {t('supportCodeSend')}
              </label>
            </div>
            <p id={sendCodeHintId} className="text-sm text-ink-muted">
              {t('supportCodeHint')}
            </p>
          </div>
        )}
        <Button type="submit" fullWidth disabled={!isValid || busy} data-control="contact-send" data-extra={loggedIn ? 'logged-in' : 'anonymous'}>
          {t('send')}
        </Button>
      </form>
      {feedback}
      <ErrorDialog open={failure !== null} onClose={() => setFailure(null)} message={failure} supportCode={failedCode} />
      <SuccessModal open={sent} onClose={onDone} title={t('sent')} />
    </>
  );
}
