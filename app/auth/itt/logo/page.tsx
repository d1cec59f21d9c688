import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoCreator } from '@/components/logo/LogoCreator';
import { PROPOSAL_PARAM, SAVED_LOGO_PARAM } from '@/components/logo/params';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { listLogos } from '@/lib/logo/insurer';
import { logoCreatorView } from '@/lib/logo/creator-view';
import { savedLogoToEdit, savedLogoViews } from '@/lib/logo/saved-view';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return { title: t('services.logo.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Logo creation: brief, proposals drawn on the server, editor, saved logos and downloads. */
export default async function LogoPage({ searchParams }: Props) {
  const session = await verifyService('logo');
  if (!session) return <NotInBenefits {...await notInBenefitsView('logo')} />;
  const t = await getTranslations('Logo');
  const query = await searchParams;
  const saved = await withInsurerSession(listLogos);
  const logos = saved.kind === 'ok' ? savedLogoViews(saved.data) : null;
  return (
    <ServicePage service="logo" viewer={serviceViewer(session)} lead={t('lead')}>
      <LogoCreator
        view={logoCreatorView(query, query[PROPOSAL_PARAM])}
        logos={logos}
        editing={savedLogoToEdit(logos, query[SAVED_LOGO_PARAM])}
        marketing={hasService(session.listEcosystem, 'marketing')}
      />
    </ServicePage>
  );
}
