'use client';

import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { COLOR_VALUES } from '@/lib/cv/style';
import { onlyDigits } from '@/lib/validation/cpf-digits';
import { CV_COLORS, CV_FONTS, FONTE_MAX_CHARS, type CvFormValues } from '@/lib/validation/cv';
import { TextInput } from '../FormFields';


/** Font, colour and size of the CV (SPEC §3 personalize). */
export function PersonalizeStep() {
  const t = useTranslations('Cv.personalize');
  const font = useController<CvFormValues, 'personalize.font'>({ name: 'personalize.font' });
  const color = useController<CvFormValues, 'personalize.color'>({ name: 'personalize.color' });
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('font')}</legend>
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
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
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('color')}</legend>
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
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
      <TextInput
        name="personalize.fonte"
        label={t('fonte')}
        hint={t('fonteHint')}
        inputMode="numeric"
        maxLength={FONTE_MAX_CHARS}
        autoComplete="off"
        mask={(value) => onlyDigits(value).slice(0, FONTE_MAX_CHARS)}
        className="max-w-xs"
      />
    </div>
  );
}
