'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { FormController } from '@/components/ui/FormController';
import { FormRadioGroup } from '@/components/ui/FormRadioGroup';
import { fonteChoices } from '@/lib/cv/font-sizes';
import { COLOR_VALUES, CV_FONT_LABEL } from '@/lib/cv/style';
import { CV_COLORS, CV_FONTS, CV_MODELOS, MODELO_DEFAULT, type CvModelo } from '@/lib/validation/cv-options';
import type { CvFormValues } from '@/lib/validation/cv';

/** Template, font, colour and size of the CV (SPEC §3 personalize, plus the templates the landing promises). */
export function PersonalizeStep() {
  const t = useTranslations('Cv.personalize');
  return (
    <div className="flex flex-col gap-6">
      <TemplateChoice />
      <FormRadioGroup<CvFormValues>
        name="personalize.font"
        appearance="tile"
        legend={t('font')}
        options={CV_FONTS.map((option) => ({ value: option, label: CV_FONT_LABEL[option] }))}
      />
      <FormRadioGroup<CvFormValues>
        name="personalize.color"
        appearance="tile"
        legend={t('color')}
        options={CV_COLORS.map((option) => ({
          value: option,
          label: (
            <>
              <span aria-hidden="true" className="cv-swatch" style={{ backgroundColor: COLOR_VALUES[option] }} />
              {t(`colors.${option}`)}
            </>
          ),
        }))}
      />
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
  return (
    <FormController<CvFormValues>
      name="personalize.fonte"
      render={(field, error) => {
        const current = String(field.value ?? '').trim();
        const choices = fonteChoices(field.value);
        const checked = choices.find((choice) => String(choice.fonte) === current);
        return (
          <RadioGroup
            ref={field.ref}
            appearance="tile"
            optionsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
            legend={t('fonte')}
            name={field.name}
            value={checked ? String(checked.fonte) : ''}
            onChange={(value) => field.onChange(value)}
            error={error}
            options={choices.map((choice) => ({
              value: String(choice.fonte),
              // A size of the CV's own that is none of the named ones (saved before, imported) shows as its points only.
              label: choice.id ? (
                <span>
                  {t(`sizes.${choice.id}`)} <span className="text-ink-muted">· {t('points', { points: choice.points })}</span>
                </span>
              ) : (
                t('points', { points: choice.points })
              ),
            }))}
          />
        );
      }}
    />
  );
}
