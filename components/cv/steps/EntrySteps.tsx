'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CV_EDUCATION_STATUS, CV_LANGUAGE_LEVELS, CV_LIMITS, MONTH_CHARS, maskMonth } from '@/lib/validation/cv-options';
import type { CvFormValues } from '@/lib/validation/cv';
import { EntryList } from '../EntryList';
import { CheckboxInput, SelectInput, TextAreaInput, TextInput } from '../FormFields';

/** The four list sections of the CV (SPEC §3 education, work-experience; languages, skills). */

const joined = (...parts: (string | undefined)[]) => parts.map((part) => part?.trim()).filter(Boolean).join(' – ');

/** Start, end and 'até o presente momento' of an education or experience entry. */
type PeriodProps = { kind: 'education' | 'experience'; index: number; labels: { start: string; end: string; current: string } };

function PeriodFields({ kind, index, labels }: PeriodProps) {
  const t = useTranslations('Cv');
  const { setValue, clearErrors } = useFormContext<CvFormValues>();
  const current = useWatch<CvFormValues>({ name: `${kind}.${index}.current` });
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <TextInput name={`${kind}.${index}.start`} label={labels.start} hint={t('monthHint')} required inputMode="numeric" maxLength={MONTH_CHARS} mask={maskMonth} />
      <TextInput
        name={`${kind}.${index}.end`}
        label={labels.end}
        hint={t('monthHint')}
        required={!current}
        disabled={Boolean(current)}
        inputMode="numeric"
        maxLength={MONTH_CHARS}
        mask={maskMonth}
      />
      <CheckboxInput
        name={`${kind}.${index}.current`}
        label={labels.current}
        onToggle={(checked) => {
          // An entry still going on has no end date.
          if (!checked) return;
          setValue(`${kind}.${index}.end`, '', { shouldDirty: true });
          clearErrors(`${kind}.${index}.end`);
        }}
      />
    </div>
  );
}

export function ExperienceStep() {
  const t = useTranslations('Cv.experience');
  const jobs = useWatch<CvFormValues, 'experience'>({ name: 'experience' }) ?? [];
  return (
    <EntryList
      kind="experience"
      max={CV_LIMITS.experience}
      labels={{ add: t('add'), entry: (number) => t('entry', { number }), empty: t('empty') }}
      describe={(index) => joined(jobs[index]?.role, jobs[index]?.company)}
      firstField="company"
    >
      {(index) => (
        <>
          <div className="grid gap-4 desktop:grid-cols-2">
            <TextInput name={`experience.${index}.company`} label={t('company')} required maxLength={CV_LIMITS.company} autoComplete="organization" />
            <TextInput name={`experience.${index}.role`} label={t('role')} required maxLength={CV_LIMITS.role} autoComplete="organization-title" />
          </div>
          <PeriodFields kind="experience" index={index} labels={{ start: t('start'), end: t('end'), current: t('current') }} />
          <TextAreaInput name={`experience.${index}.description`} label={t('description')} hint={t('descriptionHint')} maxLength={CV_LIMITS.description} />
        </>
      )}
    </EntryList>
  );
}

export function EducationStep() {
  const t = useTranslations('Cv.education');
  const courses = useWatch<CvFormValues, 'education'>({ name: 'education' }) ?? [];
  return (
    <EntryList
      kind="education"
      max={CV_LIMITS.education}
      labels={{ add: t('add'), entry: (number) => t('entry', { number }), empty: t('empty') }}
      describe={(index) => joined(courses[index]?.course, courses[index]?.institution)}
      firstField="institution"
    >
      {(index) => (
        <>
          <div className="grid gap-4 desktop:grid-cols-2">
            <TextInput name={`education.${index}.institution`} label={t('institution')} required maxLength={CV_LIMITS.institution} />
            <TextInput name={`education.${index}.course`} label={t('course')} required maxLength={CV_LIMITS.course} />
          </div>
          <SelectInput
            name={`education.${index}.status`}
            label={t('status')}
            placeholder={t('statusNone')}
            required
            options={CV_EDUCATION_STATUS.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            className="desktop:max-w-sm"
          />
          <PeriodFields kind="education" index={index} labels={{ start: t('start'), end: t('end'), current: t('current') }} />
        </>
      )}
    </EntryList>
  );
}

export function LanguagesStep() {
  const t = useTranslations('Cv.languages');
  const listId = useId();
  const languages = useWatch<CvFormValues, 'languages'>({ name: 'languages' }) ?? [];
  return (
    <>
      <datalist id={listId}>
        {t('suggestions')
          .split(', ')
          .map((language) => (
            <option key={language} value={language} />
          ))}
      </datalist>
      <EntryList
        kind="languages"
        max={CV_LIMITS.languages}
        labels={{ add: t('add'), entry: (number) => t('entry', { number }), empty: t('empty') }}
        describe={(index) => joined(languages[index]?.language)}
        firstField="language"
      >
        {(index) => (
          <div className="grid gap-4 desktop:grid-cols-2">
            <TextInput name={`languages.${index}.language`} label={t('language')} required maxLength={CV_LIMITS.language} list={listId} autoComplete="off" />
            <SelectInput
              name={`languages.${index}.level`}
              label={t('level')}
              placeholder={t('levelNone')}
              required
              options={CV_LANGUAGE_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }))}
            />
          </div>
        )}
      </EntryList>
    </>
  );
}

export function SkillsStep() {
  const t = useTranslations('Cv.skills');
  const skills = useWatch<CvFormValues, 'skills'>({ name: 'skills' }) ?? [];
  return (
    <EntryList
      kind="skills"
      max={CV_LIMITS.skills}
      labels={{ add: t('add'), entry: (number) => t('entry', { number }), empty: t('empty') }}
      describe={(index) => joined(skills[index]?.name)}
      firstField="name"
      compact
    >
      {(index) => <TextInput name={`skills.${index}.name`} label={t('entry', { number: index + 1 })} required maxLength={CV_LIMITS.skill} />}
    </EntryList>
  );
}
