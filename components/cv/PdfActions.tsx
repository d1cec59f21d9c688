'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { LazyErrorDialog } from '@/components/ui/LazyErrorDialog';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { API, type CvPdfFile } from '@/lib/cv/contract';
import { surveyHref } from '@/lib/config/benefit-services';
import { CV_BUILDER_PATH } from '@/lib/cv/paths';
import { sectionOf, type CvSection } from '@/lib/validation/cv-options';
import type { CvDocument, CvFormValues } from '@/lib/validation/cv';
import type { CvIssue } from './issues';

/**
 * What a download does beyond its button (the file, the fields to fix, 'Complete seu currículo', the
 * links after it) is fetched on an intent to download (pointer or focus on 'Baixar PDF'), not with the page.
 */
const pdfDownload = () => import('./pdfDownload');
const IncompleteDialog = lazyComponent(() => import('./IncompleteDialog').then((m) => m.IncompleteDialog));
const AfterDownload = lazyComponent(() => import('./AfterDownload').then((m) => m.AfterDownload));
const preloadDownload = () => {
  void pdfDownload();
  void IncompleteDialog.preload();
};

/** Where 'Concluir' leads after a download: the builder with the survey's service key (SPEC §2). */
const FINISH_HREF = surveyHref('cv', CV_BUILDER_PATH);

type Props = {
  /** Saves what is on screen first (autosave). */
  flush: () => Promise<boolean>;
  /** Opens a section and focuses a field there. */
  onGoTo: (section: CvSection, field?: string) => void;
  /**
   * The other sections' texts (read after the first paint): 'Complete seu currículo' names fields of
   * every section, so the download waits for them; after a failed read, it reads them again first.
   */
  laterTexts: { state: 'loading' | 'ready' | 'failed'; read: () => Promise<unknown> };
  /** What a downloaded CV leads to, among the customer's services: the job search of its profile, the specialist's review. */
  next?: { jobs: boolean; specialist: boolean };
};

/**
 * 'Imprimir' (the preview, components/cv/cv-print.css) and 'Baixar PDF': the complete CV is checked
 * here first (what is missing opens 'Complete seu currículo'), then made into an A4 PDF on the
 * server (POST API.cvPdf) and downloaded; then 'Concluir' leads on to the satisfaction survey.
 */
export function PdfActions({ flush, onGoTo, laterTexts, next }: Props) {
  const t = useTranslations('Cv');
  const { handleSubmit, setError, setValue, getValues } = useFormContext<CvFormValues, unknown, CvDocument>();
  const { call, busy, feedback, supportCode, connectionLost } = useBffCall({ sessionRequired: true });
  const [issues, setIssues] = useState<CvIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const router = useRouter();

  const download = async () => {
    // Its code could not come (the network went down since the page loaded): said as a call's would be.
    const code = await pdfDownload().catch(() => null);
    if (!code) return connectionLost();
    const { issuesToFix, saveFile } = code;
    await handleSubmit(
      async (cv) => {
        setDone(false);
        void flush();
        const result = await call<CvPdfFile>(API.cvPdf, { cv });
        if (result.ok) {
          saveFile(result.data);
          setDone(true);
          return;
        }
        if (isConnectionError(result.error) || result.status === 401) return; // useBffCall's dialogs
        const fields = Object.entries(result.error.fields ?? {}).map(([path, message]) => ({ path: path.replace(/^cv\./, ''), message }));
        if (result.status === 422 && fields.length > 0) {
          fields.forEach(({ path, message }) => setError(path as FieldPath<CvFormValues>, { type: 'server', message }));
          setIssues(fields);
        } else {
          setFailure(result.error.message);
        }
      },
      (errors) => setIssues(issuesToFix(errors, getValues, setValue)),
    )();
  };

  const goTo = (issue: CvIssue) => {
    setIssues([]);
    onGoTo(sectionOf(issue.path), issue.path);
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button appearance="outlined" onClick={() => window.print()}>
          {t('preview.print')}
        </Button>
        {/* busy (aria-disabled), not disabled, while the PDF is made or the texts read: the focus stays on it. */}
        <Button
          onClick={() => void (laterTexts.state === 'failed' ? laterTexts.read() : download())}
          busy={busy || laterTexts.state === 'loading'}
          onPointerEnter={preloadDownload}
          onFocus={preloadDownload}
          data-control="cv-download"
        >
          {t('preview.download')}
        </Button>
      </div>
      <div role="status" className="text-right">
        {done && (
          <p className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 font-semibold text-success">
            {t('download.done')}
            <Link
              href={FINISH_HREF}
              onClick={async (event) => {
                // Whatever was typed after the download is saved before the page changes.
                event.preventDefault();
                await flush();
                router.push(FINISH_HREF);
              }}
              className="text-brand-700 underline underline-offset-4"
            >
              {t('download.finish')}
            </Link>
          </p>
        )}
      </div>
      {done && next && (next.jobs || next.specialist) && <AfterDownload next={next} />}
      {feedback}
      {issues.length > 0 && <IncompleteDialog issues={issues} onClose={() => setIssues([])} onGoTo={goTo} />}
      {failure !== null && <LazyErrorDialog open onClose={() => setFailure(null)} message={failure} supportCode={supportCode} />}
    </div>
  );
}
