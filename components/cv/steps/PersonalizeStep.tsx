'use client';

import { useTranslations } from 'next-intl';
import { Controller, useController } from 'react-hook-form';
import { useId } from 'react';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { fonteChoices } from '@/lib/cv/font-sizes';
import { COLOR_VALUES, CV_FONT_LABEL } from '@/lib/cv/style';
import { CV_COLORS, CV_FONTS, CV_MODELOS, MODELO_DEFAULT, type CvFormValues, type CvModelo } from '@/lib/validation/cv';

/** Template, font, colour and size of the CV (SPEC §3 personalize, plus the templates the landing promises). */
export function PersonalizeStep() {
  const t = useTranslations('Cv.personalize');
  const font = useController<CvFormValues, 'personalize.font'>({ name: 'personalize.font' });
  const color = useController<CvFormValues, 'personalize.color'>({ name: 'personalize.color' });
  return (
    <div className="flex flex-col gap-6">
      <TemplateChoice />
      <fieldset className="flex flex-col gap-3">
        <legend className="cv-legend">{t('font')}</legend>
        <div className="cv-choices">
          {CV_FONTS.map((option) => (
            <label key={option} className="cv-choice">
              <input
                type="radio"
                name={font.field.name}
                value={option}
                checked={font.field.value === option}
                onChange={() => font.field.onChange(option)}
                onBlur={font.field.onBlur}
                ref={option === font.field.value ? font.field.ref : undefined}
              />
              {CV_FONT_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="cv-legend">{t('color')}</legend>
        <div className="cv-choices">
          {CV_COLORS.map((option) => (
            <label key={option} className="cv-choice">
              <input
                type="radio"
                name={color.field.name}
                value={option}
                checked={color.field.value === option}
                onChange={() => color.field.onChange(option)}
                onBlur={color.field.onBlur}
                ref={option === color.field.value ? color.field.ref : undefined}
              />
              <span aria-hidden="true" className="cv-swatch" style={{ backgroundColor: COLOR_VALUES[option] }} />
              {t(`colors.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FontSizeChoice />
    </div>
  );
}

/** The template (lib/cv/style.ts TEMPLATES), each with a line saying how it looks. */
function TemplateChoice() {
  const t = useTranslations('Cv.templates');
  const options = CV_MODELOS.map((option) => ({ value: option, label: t(`${option}.label`), description: t(`${option}.description`) }));
  return (
    <Controller<CvFormValues, 'personalize.modelo'>
      name="personalize.modelo"
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          appearance="card"
          legend={t('legend')}
          name={field.name}
          value={field.value ?? MODELO_DEFAULT}
          onChange={(value) => field.onChange(value as CvModelo)}
          options={options}
        />
      )}
    />
  );
}

/**
 * The font size as named sizes with their points; the choice sets the spec's 0–150
 * `fonte` (lib/cv/font-sizes.ts), which the preview, the draft and the PDF read as before.
 */
function FontSizeChoice() {
  const t = useTranslations('Cv.personalize');
  const errorText = useFieldMessage();
  const errorId = useId();
  const { field, fieldState } = useController<CvFormValues, 'personalize.fonte'>({ name: 'personalize.fonte' });
  const current = String(field.value ?? '').trim();
  const choices = fonteChoices(field.value);
  const checked = choices.find((choice) => String(choice.fonte) === current);
  const error = errorText(fieldState.error);
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="cv-legend">{t('fonte')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {choices.map((choice, index) => (
          <label key={choice.fonte} className="cv-choice">
            <input
              type="radio"
              name={field.name}
              value={choice.fonte}
              checked={choice === checked}
              onChange={() => field.onChange(String(choice.fonte))}
              onBlur={field.onBlur}
              ref={choice === checked || (!checked && index === 0) ? field.ref : undefined}
            />
            {/* A size of the CV's own that is none of the named ones (saved before, imported) shows as its points only. */}
            {choice.id ? (
              <span>
                {t(`sizes.${choice.id}`)} <span className="text-ink-muted">· {t('points', { points: choice.points })}</span>
              </span>
            ) : (
              t('points', { points: choice.points })
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
