'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import type { Load } from '@/lib/bff/client';
import type { CvState, CvTexts } from '@/lib/cv/contract';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { draftOf, toFormValues } from '@/lib/cv/form';
import { sectionAt, sectionPath } from '@/lib/cv/paths';
import type { ViewLabelKey } from '@/lib/cv/present';
import { CV_SECTIONS, FONTE_DEFAULT, emptyCv, fonteValue, type CvSection, type CvStart } from '@/lib/validation/cv-options';
import type { CvDocument, CvFormValues } from '@/lib/validation/cv';
import { buttonClasses } from '@/components/ui/Button';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { lazyResolver } from '@/components/ui/lazyResolver';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { useBffCall } from '@/components/ui/useBffCall';
import { clearBackup, takeBackup } from './backup';
import { JsonActions, type JsonTexts } from './JsonActions';
import { PdfActions } from './PdfActions';
import { SaveStatus } from './SaveStatus';
import { SectionLink, StepNav } from './StepNav';
import { lazyStep } from './steps/lazyStep';
import type { LivePreviewProps } from './LivePreview';
import { useAutosave } from './useAutosave';
import { useFontWarmup } from './useFontWarmup';
import { Section } from '@/components/ui/Section';

/** Each section's fields: the page brings the code of the one it opens on, the others come on an intent to open them. */
const entrySteps = () => import('./steps/EntrySteps');
const STEPS: Record<CvSection, ReturnType<typeof lazyStep>> = {
  personalize: lazyStep(() => import('./steps/PersonalizeStep').then((m) => m.PersonalizeStep)),
  'dados-pessoais': lazyStep(() => import('./steps/PersonalStep').then((m) => m.PersonalStep)),
  education: lazyStep(() => entrySteps().then((m) => m.EducationStep)),
  'work-experience': lazyStep(() => entrySteps().then((m) => m.ExperienceStep)),
  idiomas: lazyStep(() => entrySteps().then((m) => m.LanguagesStep)),
  habilidades: lazyStep(() => entrySteps().then((m) => m.SkillsStep)),
};
const preloadStep = (section: CvSection) => void STEPS[section].preload();

/** The sections whose fields include required ones (the '*' note is shown there). */
const WITH_REQUIRED: readonly CvSection[] = ['dados-pessoais', 'education', 'work-experience', 'idiomas', 'habilidades'];

/** Texts that need no formatting in the browser, translated by the page (they stay out of the client's messages). */
export type CvBuilderTexts = {
  /** The live preview's labels (Cv.document). */
  labels: Record<ViewLabelKey, string>;
  /** 'Baixar em JSON', 'Importar JSON' and the import's confirm step (Cv.json). */
  json: JsonTexts;
};

/** The export's rules (and zod) are fetched at the form's first check, not with the page. */
const resolver = lazyResolver((zodResolver) => import('@/lib/validation/cv').then((schemas) => zodResolver(schemas.cvSchema)));

/** Until the other sections' texts are read. */
const NO_TEXTS = {};

type Props = {
  /** The saved CV, read on the server for the first render. */
  initial: CvState;
  /** Its preview, drawn on the server (CvPaper): shown until the first change. */
  preview: ReactNode;
  texts: CvBuilderTexts;
  /** Where the other sections' texts are read (API.cvTexts with their digest: lib/cv/later-texts.ts). */
  laterTexts: string;
  /** What a new CV starts with: the customer's name, e-mail and phone (lib/cv/session.ts cvStartForPage). */
  start: CvStart;
  /** Where the start came from ('Preenchemos … com os dados do seu perfil.'), shown in Dados pessoais while no CV is saved; null: the session's name alone. */
  prefilled: string | null;
  /** Whose unsaved tab copy to restore (lib/cv/session.ts backupOwner). */
  owner: string;
  /** The services a downloaded CV links to, among the customer's (components/cv/PdfActions). */
  leadsTo?: { jobs: boolean; specialist: boolean };
};

/**
 * The preview of the CV being typed, fetched on an intent to type (a field takes the focus) and
 * drawn from the first change; until then, and if its code cannot be loaded, the page's own.
 */
const LazyLivePreview = lazyComponent<LivePreviewProps & { first: ReactNode }>(() => import('./LivePreview').then((m) => m.LivePreview), {
  loading: ({ first }) => first,
  fallback: ({ first }) => first,
});

/**
 * The CV builder: one form over six sections (one path each, switched without reloading), the
 * live preview beside it (below it on a phone), autosave, and the PDF.
 */
export function CvBuilder(props: Props) {
  // The page brought the texts of the section it opened on; every section's are read right after
  // (kept by the browser), for the others to open in place.
  const later = useBffCall<CvTexts>({ read: { path: props.laterTexts, cache: 'default' } });
  return (
    <MoreTexts messages={later.load.kind === 'ready' ? later.load.data.texts : NO_TEXTS}>
      <Builder {...props} later={later.load} reloadTexts={later.reload} />
    </MoreTexts>
  );
}

/** The builder itself, under the provider of the texts read after the first paint. */
function Builder({ initial, preview, texts, start, prefilled, owner, later, reloadTexts, leadsTo }: Props & { later: Load<CvTexts>; reloadTexts: () => Promise<unknown> }) {
  const t = useTranslations('Cv');
  const tCommon = useTranslations('Common');
  const section = sectionAt(usePathname());
  const [firstSection] = useState(section);
  const textsReady = section === firstSection || later.kind === 'ready';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [restored, setRestored] = useState(false);
  const lastFonte = useRef(initial.cv?.personalize.fonte ?? FONTE_DEFAULT);
  const [defaultValues] = useState(() => toFormValues(initial.cv ?? emptyCv(start)));
  /** The live preview replaces the page's from the first change (typed, restored or imported). */
  const [edited, setEdited] = useState(false);
  const form = useForm<CvFormValues, unknown, CvDocument>({ defaultValues, resolver, mode: 'onTouched' });

  const read = useCallback(() => draftOf(form.getValues(), lastFonte.current).cv, [form]);
  const autosave = useAutosave({ revision: initial.revision, savedAt: initial.updatedAt, read, owner });
  const { changed } = autosave;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const fonte = fonteValue(values.personalize?.fonte);
          if (fonte !== null) lastFonte.current = fonte;
          setEdited(true);
          changed();
        },
      }),
    [form, changed],
  );

  // Changes this tab could not save (a failed save, an expired session) come back once, on mount:
  // sessionStorage exists only in the browser, after hydration. The copy is checked by the draft's
  // schema, fetched only when there is one.
  const restore = useEffectEvent(async () => {
    const backup = takeBackup(owner);
    if (!backup) return;
    const { cvDraftSchema } = await import('@/lib/validation/cv');
    const cv = cvDraftSchema.safeParse(backup.cv);
    // Saved elsewhere since: the partner's copy is newer, the tab's copy is dropped.
    if (!cv.success || backup.revision !== initial.revision) {
      clearBackup(owner);
      return;
    }
    form.reset(toFormValues(cv.data));
    setRestored(true);
    changed();
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time sync from sessionStorage (above)
  useEffect(() => void restore(), []);

  /** An imported CV (JsonActions, confirmed) replaces the form's values and is saved as any change. */
  const putImported = useCallback(
    (cv: CvDocument) => {
      lastFonte.current = cv.personalize.fonte;
      form.reset(toFormValues(cv));
      changed();
    },
    [form, changed],
  );

  // A new section: the focus goes to the field asked for as soon as its step is drawn (now, or once
  // its code has come), else to its heading (not on the first render). The step's effect runs
  // before this one when its code was already there.
  const shownSection = useRef(section);
  const focusField = useRef<string | null>(null);
  const fieldAsked = useRef(false);
  useEffect(() => {
    if (shownSection.current === section) return;
    shownSection.current = section;
    const asked = fieldAsked.current;
    fieldAsked.current = false;
    if (asked) return;
    focusField.current = null;
    headingRef.current?.focus({ preventScroll: true });
  }, [section]);
  const stepShown = useCallback(() => {
    const field = focusField.current;
    focusField.current = null;
    if (field) form.setFocus(field as never, { shouldSelect: false });
  }, [form]);
  /** A step whose code could not be loaded is drawn anew by its retry, which asks for the code again. */
  const [stepTry, setStepTry] = useState(0);
  const retryStep = useCallback(() => setStepTry((count) => count + 1), []);

  /** Leaving a section saves at once; `field` (a dotted path) gets the focus in the section opened. */
  const goTo = useCallback(
    (next: CvSection, field?: string) => {
      void autosave.flush();
      if (next === section) {
        if (field) form.setFocus(field as never);
        return;
      }
      focusField.current = field ?? null;
      fieldAsked.current = field !== undefined;
      window.history.pushState(null, '', sectionPath(next));
    },
    [autosave, section, form],
  );

  const index = CV_SECTIONS.indexOf(section);
  const previous = CV_SECTIONS[index - 1];
  const next = CV_SECTIONS[index + 1];
  const Step = STEPS[section];
  const fonte = useWatch({ control: form.control, name: 'personalize.fonte' });
  const previewRef = useRef<HTMLDivElement>(null);
  useFontWarmup(previewRef, useWatch({ control: form.control, name: 'personalize.font' }));

  return (
    <FormProvider {...form}>
      <div className="grid items-start gap-8 desktop:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <StepNav current={section} onSelect={goTo} onIntent={preloadStep} />
          <SaveStatus
            status={autosave.status}
            fonteInvalid={fonteValue(fonte) === null}
            onRetry={() => void autosave.flush()}
            onOverwrite={() => void autosave.overwrite()}
            onDiscard={autosave.discard}
            onLogin={() => autosave.leaveTo(HOME_WITH_LOGIN_PANEL)}
          />
          {restored && (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
              {t('builder.restored')}
            </p>
          )}
          <a href="#cv-preview-title" className="cv-to-preview">
            {t('builder.toPreview')}
          </a>
          <form
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => event.preventDefault()}
            onFocus={() => void LazyLivePreview.preload()}
            className="flex flex-col gap-5"
          >
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-ink-muted">{t('builder.stepOf', { current: index + 1, total: CV_SECTIONS.length })}</p>
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="section-title focus:outline-none">
                {t(`sections.${section}`)}
              </h2>
              {textsReady && <p className="text-ink-muted">{t(`sectionLeads.${section}`)}</p>}
              {WITH_REQUIRED.includes(section) && <p className="text-sm text-ink-muted">{t('builder.requiredNote')}</p>}
              {prefilled && initial.cv === null && section === 'dados-pessoais' && !restored && (
                <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">{prefilled}</p>
              )}
            </div>
            {textsReady ? (
              <Step key={stepTry} onShown={stepShown} onRetry={retryStep} />
            ) : later.kind === 'failed' ? (
              <LoadFailure failure={later} message={t('builder.sectionLoadFailed')} retry={{ label: t('builder.retry'), onClick: () => void reloadTexts() }} />
            ) : (
              <p role="status" className="text-ink-muted">
                {tCommon('loading')}
              </p>
            )}
            <div className="cv-step-links">
              {previous ? (
                <SectionLink section={previous} onSelect={goTo} onIntent={preloadStep} className={buttonClasses({ appearance: 'outlined' })}>
                  {t('builder.previous')}
                </SectionLink>
              ) : (
                <span />
              )}
              {next && (
                <SectionLink section={next} onSelect={goTo} onIntent={preloadStep} className={buttonClasses()}>
                  {t('builder.next')}
                </SectionLink>
              )}
            </div>
          </form>
        </div>
        <Section
          title={t('preview.title')}
          titleId="cv-preview-title"
          titleClassName="section-title"
          header={(heading) => (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {heading}
              <PdfActions flush={autosave.flush} onGoTo={goTo} laterTexts={{ state: later.kind, read: reloadTexts }} next={leadsTo} />
            </div>
          )}
          className="cv-preview-panel"
        >
          <JsonActions texts={texts.json} read={read} onImport={putImported} />
          <div ref={previewRef} role="region" aria-label={t('preview.label')} tabIndex={0} className="cv-preview-scroll">
            {edited ? (
              <LazyLivePreview first={preview} control={form.control} initialFonte={initial.cv?.personalize.fonte ?? FONTE_DEFAULT} labels={texts.labels} />
            ) : (
              preview
            )}
          </div>
        </Section>
      </div>
    </FormProvider>
  );
}
