'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { FieldError } from '@/components/ui/FieldParts';
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '@/lib/validation/survey';

const SCORES = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, (_, index) => SURVEY_SCORE_MIN + index);

export interface ScoreFieldProps {
  /** The question, read as the group's name. */
  legend: string;
  name: string;
  value: number | undefined;
  onChange: (score: number) => void;
  error?: string;
  /** The radio that takes focus when the step opens: the chosen score, else the first. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A score from 0 to 10 as a native radio group: Tab enters it, the arrow keys move and choose,
 * the question is the fieldset's legend. Each score shows as a round chip.
 */
export function ScoreField({ legend, name, value, onChange, error, ref }: ScoreFieldProps) {
  const t = useTranslations('Survey');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const focusScore = value ?? SURVEY_SCORE_MIN;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}>
      <legend className="mb-1 text-lg font-semibold text-ink">{legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('scoreHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {SCORES.map((score) => (
          <label key={score} className="relative">
            <input
              ref={score === focusScore ? ref : undefined}
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="peer sr-only"
            />
            <span
              className={
                'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-ink-muted text-base font-semibold text-ink transition-colors ' +
                'hover:border-brand-700 hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white ' +
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500'
              }
            >
              {score}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
