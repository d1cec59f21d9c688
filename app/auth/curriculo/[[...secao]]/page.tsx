import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CvBuilder, type CvBuilderTexts } from '@/components/cv/CvBuilder';
import { CvPaper } from '@/components/cv/CvPaper';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { draftOf, toFormValues } from '@/lib/cv/form';
import { CV_LATER_PATH } from '@/lib/cv/later-texts';
import { CV_FIRST_SECTION, isCvSection } from '@/lib/cv/paths';
import { viewLabels } from '@/lib/cv/present';
import { warmUpPdf } from '@/lib/cv/pdf/render';
import { backupOwner, cvStartForPage, loadCvForPage } from '@/lib/cv/session';
import { CV_SECTIONS, FONTE_DEFAULT, emptyCv, type CvDocument, type CvSection, type CvStart } from '@/lib/validation/cv';
import { CV_SECTION_TEXTS, CV_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import type { Texts } from '@/lib/i18n/merge-texts';
import { pageReadFailure } from '@/lib/ops/page-request';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cv.builder');
  return { title: t('title') };
}

const JSON_TEXT_KEYS = ['download', 'downloadHint', 'import', 'importHint', 'confirmTitle', 'replaces', 'keeps', 'confirm', 'cancel', 'imported', 'failedTitle', 'fileName'] as const satisfies readonly (keyof CvBuilderTexts['json'])[];

/**
 * The builder's texts in the browser at its first paint: its own and those of the section it opens
 * on (the others come right after, GET API.cvTexts). The same for every customer: made once per section.
 */
const FIRST_PAINT_TEXTS = Object.fromEntries(CV_SECTIONS.map((section) => [section, clientMessages([...CV_TEXTS, ...CV_SECTION_TEXTS[section]])])) as Record<CvSection, Texts>;

/** The builder's texts that need no formatting in the browser, given as props rather than as messages. */
async function builderTexts(): Promise<CvBuilderTexts> {
  const tDocument = await getTranslations('Cv.document');
  const tJson = await getTranslations('Cv.json');
  return {
    labels: viewLabels((key) => tDocument(key)),
    json: Object.fromEntries(JSON_TEXT_KEYS.map((key) => [key, tJson(key)])) as CvBuilderTexts['json'],
  };
}

/** The CV the builder's form starts from, as its live preview would draw it (CvBuilder). */
const firstDraft = (cv: CvDocument | null, start: CvStart) => draftOf(toFormValues(cv ?? emptyCv(start)), cv?.personalize.fonte ?? FONTE_DEFAULT).cv;

/** /auth/curriculo and /auth/curriculo/<section>: the CV builder (SPEC §3 sections), with the saved CV. */
export default async function CvBuilderPage({ params }: { params: Promise<{ secao?: string[] }> }) {
  const session = await verifyService('cv');
  if (!session) return <NotInBenefits {...await notInBenefitsView('cv')} />;
  const { secao = [] } = await params;
  if (secao.length > 1 || (secao.length === 1 && !isCvSection(secao[0]))) notFound();
  const section = isCvSection(secao[0]) ? secao[0] : CV_FIRST_SECTION;

  const t = await getTranslations('Cv.builder');
  const saved = await loadCvForPage();
  if (saved.kind === 'ok') warmUpPdf(saved.data.cv?.personalize.font ?? emptyCv().personalize.font);
  // A first visit (no CV saved yet) starts from the profile; a saved CV is never touched.
  const start = saved.kind === 'ok' && saved.data.cv === null ? await cvStartForPage(session.names) : { start: { names: session.names }, fromProfile: false };
  const texts = await builderTexts();
  return (
    <ServicePage service="cv" viewer={serviceViewer(session)} title={t('title')} lead={t('lead')}>
      {saved.kind === 'ok' ? (
        <MoreTexts messages={FIRST_PAINT_TEXTS[section]}>
          <CvBuilder
            laterTexts={CV_LATER_PATH}
            initial={saved.data}
            preview={<CvPaper cv={firstDraft(saved.data.cv, start.start)} labels={texts.labels} />}
            texts={texts}
            start={start.start}
            prefilled={start.fromProfile ? t('prefilled') : null}
            owner={backupOwner(session.identification)}
            leadsTo={{ jobs: hasService(session.listEcosystem, 'jobs'), specialist: hasService(session.listEcosystem, 'specialist') }}
          />
        </MoreTexts>
      ) : (
        // No form: an empty one would tempt the customer to start over, and autosave to overwrite the saved CV.
        // The retry is a full reload: the page reads the CV again on the server.
        <LoadFailure title={t('loadFailedTitle')} message={t('loadFailed')} retry={{ label: t('retry'), href: '', reload: true, variant: 'contained' }}
          failure={await pageReadFailure()}
        />
      )}
    </ServicePage>
  );
}
