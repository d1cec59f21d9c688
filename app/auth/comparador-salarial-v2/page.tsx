import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionServices } from '@/components/services/SessionServices';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return { title: t('services.salary.title') };
}

/** The Empregabilidade home (and every single-ecosystem customer's but Autônomo's). */
export default async function SalaryComparatorPage() {
  const session = await verifySession();
  const t = await getTranslations('Home');
  return <SessionServices title={t('services.salary.title')} names={session.names} ecosystems={session.listEcosystem} />;
}
