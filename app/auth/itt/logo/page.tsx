import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoCreator } from '@/components/logo/LogoCreator';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { verifyService } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return { title: t('services.logo.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Logo creation (issue 11 §2): brief, proposals drawn on the server, editor, saved logos and downloads. */
export default async function LogoPage({ searchParams }: Props) {
  const session = await verifyService('logo');
  if (!session) return <NotInBenefits service="logo" />;
  const t = await getTranslations('Logo');
  return (
    <ServicePage service="logo" session={session} lead={t('lead')}>
      <LogoCreator query={await searchParams} />
    </ServicePage>
  );
}
