'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CloseButton } from '@/components/ui/CloseButton';
import { ModalFrame } from '@/components/ui/ModalFrame';
import { FormRadioGroup } from '@/components/ui/FormRadioGroup';
import { FormTextArea } from '@/components/ui/FormTextArea';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { API, type SurveyQuestion, type SurveySent } from '@/lib/survey/contract';
import { commentFor, firstStepOf, isLastStep, stepAt, stepCount, stepField } from '@/lib/survey/steps';
import {
  SURVEY_COMMENT_MAX,
  SURVEY_SCORE_MAX,
  SURVEY_SCORE_MIN,
  surveyFormSchema,
  type SurveyFormInput,
  type SurveyFormValues,
  type SurveySendBody,
} from '@/lib/validation/survey';
import { storeSurveySkipped } from './surveySkipped';

/** How the survey ended: answers sent (thank-you seen), 'Pular', or closed for this visit (Escape, ✕). */
export type SurveyOutcome = 'answered' | 'skipped' | 'dismissed';

export interface SurveyDialogProps {
  /** The service's key (`?serviceName=`), sent with the answers or the skip. */
  service: string;
  questions: SurveyQuestion[];
  onClose: (outcome: SurveyOutcome) => void;
}

/** The scores from 0 to 10, each a round chip. */
const SCORES = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, (_, index) => String(SURVEY_SCORE_MIN + index)).map((score) => ({ value: score, label: score }));

/**
 * The satisfaction survey (SPEC §4) as a modal dialog: score 1, comment 1, score 2, comment 2,
 * then the thank-you. The answers are sent once, after the last comment; a failed send keeps them
 * and offers to try again. 'Pular' sends the skip and stores surveySkipped; Escape and ✕ close it
 * for this visit only (nothing sent, nothing stored).
 */
export function SurveyDialog({ service, questions, onClose }: SurveyDialogProps) {
  const t = useTranslations('Survey');
  const titleId = useId();
  const introId = useId();
  const thanksId = useId();
  const [step, setStep] = useState(0);
  const [thanks, setThanks] = useState<'saved' | 'settled' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const { call, busy, feedback } = useBffCall({ sessionRequired: true });
  const {
    control,
    trigger,
    clearErrors,
    handleSubmit,
    getValues,
  } = useForm<SurveyFormInput, unknown, SurveyFormValues>({
    resolver: zodResolver(surveyFormSchema),
    defaultValues: { answers: questions.map(() => ({ comment: '' })) },
  });

  // Each step's field (or the thank-you's button) takes focus as the step opens; ModalFrame focuses the first one.
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = useCallback((node: HTMLElement | null) => {
    focusTarget.current = node;
  }, []);
  const opened = useRef(false);
  // A layout effect: focus moves in the same commit as the step, before anything else can act on it.
  useLayoutEffect(() => {
    if (opened.current) focusTarget.current?.focus();
    opened.current = true;
  }, [step, thanks]);

  const current = stepAt(step);
  const question = questions[current.question]!;
  const total = stepCount(questions.length);
  const last = isLastStep(step, questions.length);

  // Held from the press of Enviar until the send fails: a double press, or a press while the
  // thank-you is replacing the form, sends nothing more.
  const sending = useRef(false);

  const send = async (values: SurveyFormValues) => {
    setSendError(null);
    const body: SurveySendBody = {
      service,
      answers: values.answers.map(({ score, comment }, index) => ({ questionId: questions[index]!.id, score, comment })),
    };
    const result = await call<SurveySent>(API.survey, body);
    if (result.ok) return setThanks('saved');
    if (result.error.code === CODES.surveySettled) return setThanks('settled');
    sending.current = false;
    // 401: useBffCall shows 'Sessão expirada'. Anything else keeps the answers for another try.
    if (result.status !== 401) setSendError(isConnectionError(result.error) ? t('sendFailed') : result.error.message || t('sendFailed'));
  };

  /** A field of an earlier step is invalid (cannot happen through the steps, but never send blind): go back to it. */
  const revisit = (invalid: FieldErrors<SurveyFormInput>) => {
    sending.current = false;
    const index = questions.findIndex((_, position) => invalid.answers?.[position]);
    if (index >= 0) setStep(firstStepOf(index) + (invalid.answers?.[index]?.score ? 0 : 1));
  };

  const advance = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!last) {
      if (await trigger(stepField(current))) setStep(step + 1);
      return;
    }
    sending.current = true;
    await handleSubmit(send, revisit)();
  };

  const skip = async () => {
    storeSurveySkipped();
    // The customer asked not to be asked again: the survey closes whatever the insurer answers.
    await call<SurveySent>(API.survey, { service, skip: true } satisfies SurveySendBody);
    onClose('skipped');
  };

  const dismiss = () => {
    if (!busy) onClose(thanks ? 'answered' : 'dismissed');
  };

  const score = getValues(`answers.${current.question}.score`);
  const comment = current.kind === 'comment' && score !== undefined ? commentFor(question, score) : null;

  return (
    <ModalFrame
      open
      onClose={dismiss}
      labelledBy={titleId}
      describedBy={thanks ? thanksId : introId}
      dismissOnBackdrop={false}
      initialFocusRef={focusTarget}
      className="gap-5 px-6 py-6 desktop:max-w-[640px]"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="pt-1.5 section-title">
          {t('title')}
        </h2>
        <CloseButton onClick={dismiss} />
      </div>
      {thanks ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <div id={thanksId} role="status" className="flex flex-col gap-2">
            <p className="text-xl font-bold text-brand-900">{t('thanksTitle')}</p>
            <p className="text-ink-muted">{thanks === 'saved' ? t('thanksMessage') : t('alreadySettled')}</p>
          </div>
          <div ref={(node) => setFocusTarget(node?.querySelector('button') ?? null)}>
            <Button className="min-w-48" onClick={() => onClose('answered')}>
              {t('done')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={advance} className="flex flex-col gap-5">
          <p id={introId} className="text-ink-muted">
            {t('intro')}
          </p>
          <p className="text-sm font-semibold text-ink-muted">{t('step', { current: step + 1, total })}</p>
          {current.kind === 'score' ? (
            <FormRadioGroup
              key={stepField(current)}
              control={control}
              name={stepField(current)}
              ref={setFocusTarget}
              legend={question.question}
              hint={t('scoreHint')}
              appearance="chip"
              large
              options={SCORES}
              parse={Number}
              onEdit={() => clearErrors(stepField(current))}
            />
          ) : (
            <FormTextArea
              key={stepField(current)}
              control={control}
              name={stepField(current)}
              ref={setFocusTarget}
              label={comment?.question ?? t('commentFallback')}
              hint={t('commentOptional')}
              large
              rows={5}
              maxLength={SURVEY_COMMENT_MAX}
              counter={(count) => t('commentCounter', { count, max: SURVEY_COMMENT_MAX })}
              onEdit={() => clearErrors(stepField(current))}
            />
          )}
          {last && sendError && (
            <p role="alert" className="rounded-xl border-2 border-danger px-4 py-3 text-danger">
              {sendError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:items-center desktop:justify-between">
            <Button variant="terceary" appearance="outlined" onClick={skip} busy={busy} data-control="survey-skip" data-extra={service}>
              {t('skip')}
            </Button>
            <div className="flex flex-col-reverse gap-3 desktop:flex-row">
              {step > 0 && (
                <Button appearance="outlined" onClick={() => setStep(step - 1)} busy={busy}>
                  {t('back')}
                </Button>
              )}
              <Button type="submit" busy={busy} data-control={last ? 'survey-send' : undefined} data-extra={last ? service : undefined}>
                {last ? (sendError ? t('retry') : t('send')) : t('next')}
              </Button>
            </div>
          </div>
        </form>
      )}
      {feedback}
    </ModalFrame>
  );
}
