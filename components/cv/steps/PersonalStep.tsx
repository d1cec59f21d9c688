'use client';

import { useTranslations } from 'next-intl';
import { UF_NAMES } from '@/lib/brazil/uf-names';
import { maskPhone } from '@/lib/validation/phone-mask';
import { BIRTH_DATE_CHARS, CV_GENDERS, CV_LIMITS, CV_STATES, maskBirthDate } from '@/lib/validation/cv-options';
import { EMAIL_MAX, NAMES_MAX } from '@/lib/validation/field-limits';
import { SelectInput, TextAreaInput, TextInput } from '../FormFields';

/** Names, contact, links and the professional summary (SPEC §3 dados-pessoais, §5 rules). */
export function PersonalStep() {
  const t = useTranslations('Cv.personal');
  return (
    <div className="flex flex-col gap-5">
      <TextInput name="personal.names" label={t('names')} required autoComplete="name" maxLength={NAMES_MAX} />
      <TextInput name="personal.headline" label={t('headline')} hint={t('headlineHint')} autoComplete="organization-title" maxLength={CV_LIMITS.headline} />
      <div className="grid gap-5 desktop:grid-cols-2">
        <TextInput
          name="personal.birthDate"
          label={t('birthDate')}
          hint={t('dateHint')}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={BIRTH_DATE_CHARS}
          mask={maskBirthDate}
        />
        <SelectInput
          name="personal.gender"
          label={t('gender')}
          placeholder={t('genderNone')}
          options={CV_GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
        />
      </div>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 text-lg font-bold text-brand-900">{t('contactLegend')}</legend>
        <div className="grid gap-5 desktop:grid-cols-2">
          <TextInput name="personal.phone" label={t('phone')} required type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="(__) _____-____" mask={maskPhone} />
          <TextInput name="personal.email" label={t('email')} required type="email" autoComplete="email" maxLength={EMAIL_MAX} />
          <TextInput name="personal.city" label={t('city')} autoComplete="address-level2" maxLength={CV_LIMITS.city} />
          <SelectInput name="personal.state" label={t('state')} placeholder={t('stateNone')} options={CV_STATES.map((value) => ({ value, label: `${UF_NAMES[value]} (${value})` }))} />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 text-lg font-bold text-brand-900">{t('linksLegend')}</legend>
        <TextInput name="personal.linkedin" label={t('linkedin')} hint={t('linkHint', { example: 'linkedin.com/in/seu-nome' })} type="url" inputMode="url" maxLength={CV_LIMITS.link} />
        <TextInput name="personal.facebook" label={t('facebook')} hint={t('linkHint', { example: 'facebook.com/seu-nome' })} type="url" inputMode="url" maxLength={CV_LIMITS.link} />
        <TextInput name="personal.blog" label={t('blog')} hint={t('linkHint', { example: 'meusite.com.br' })} type="url" inputMode="url" autoComplete="url" maxLength={CV_LIMITS.link} />
      </fieldset>
      <TextAreaInput name="personal.summary" label={t('summary')} hint={t('summaryHint')} maxLength={CV_LIMITS.summary} />
    </div>
  );
}
