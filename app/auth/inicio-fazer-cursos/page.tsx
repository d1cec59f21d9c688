import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseCatalogue } from '@/components/courses/CourseCatalogue';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { serviceViewer } from '@/lib/config/service-viewer';
import { loadCatalogue } from '@/lib/courses/load';
import { courseProgram } from '@/lib/courses/program';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';
import { parseCatalogueQuery, type SearchParams } from '@/lib/validation/courses';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Courses');
  return { title: t('metaTitle') };
}

/** The online-courses catalogue (the Autônomo home), filtered by the URL: ?q=&categoria=&nivel=&idioma=&duracao=&pagina=. */
export default async function CoursesPage(props: { searchParams?: Promise<SearchParams> } = {}) {
  const session = await verifyService('courses');
  if (!session) return <NotInBenefits {...await notInBenefitsView('courses')} />;
  const query = parseCatalogueQuery((await props.searchParams) ?? {});
  const load = await loadCatalogue(query);
  return <CourseCatalogue viewer={serviceViewer(session)} query={query} load={load} programUrl={courseProgram(session.listEcosystem, session.eco)} />;
}
