import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionServices } from '@/components/services/SessionServices';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return { title: t('services.courses.title') };
}

/** The Autônomo ('EP MEI') home. */
export default async function CoursesHomePage() {
  const session = await verifySession();
  const t = await getTranslations('Home');
  return <SessionServices title={t('services.courses.title')} names={session.names} ecosystems={session.listEcosystem} />;
}
