import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CvBuilder } from '@/components/cv/CvBuilder';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { serviceViewer } from '@/lib/config/service-viewer';
import { isCvSection } from '@/lib/cv/paths';
import { warmUpPdf } from '@/lib/cv/pdf/render';
import { backupOwner, loadCvForPage } from '@/lib/cv/session';
import { emptyCv } from '@/lib/validation/cv';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cv.builder');
  return { title: t('title') };
}

/** /auth/curriculo and /auth/curriculo/<section>: the CV builder (SPEC §3 sections), with the saved CV. */
export default async function CvBuilderPage({ params }: { params: Promise<{ secao?: string[] }> }) {
  const session = await verifyService('cv');
  if (!session) return <NotInBenefits {...await notInBenefitsView('cv')} />;
  const { secao = [] } = await params;
  if (secao.length > 1 || (secao.length === 1 && !isCvSection(secao[0]))) notFound();

  const t = await getTranslations('Cv.builder');
  const saved = await loadCvForPage();
  if (saved.kind === 'ok') warmUpPdf(saved.data.cv?.personalize.font ?? emptyCv().personalize.font);
  return (
    <ServicePage service="cv" viewer={serviceViewer(session)} title={t('title')} lead={t('lead')}>
      {saved.kind === 'ok' ? (
        <CvBuilder initial={saved.data} names={session.names} owner={backupOwner(session.identification)} />
      ) : (
        // No form: an empty one would tempt the customer to start over, and autosave to overwrite the saved CV.
        // The retry is a full reload: the page reads the CV again on the server.
        <LoadFailure title={t('loadFailedTitle')} message={t('loadFailed')} retry={{ label: t('retry'), href: '', reload: true, variant: 'contained' }} />
      )}
    </ServicePage>
  );
}
