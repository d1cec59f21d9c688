import { redirect } from 'next/navigation';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { JOB_SEARCH_PATH } from '@/lib/jobs/links';
import { loadProfileSearch } from '@/lib/jobs/profile-load';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

/**
 * 'Vagas para o seu perfil' from another service (the CV builder after a download, Meu painel):
 * the search of the saved CV as the landing finds it (its city, else its state, else the country),
 * as a redirect, so the search's URL stays its one source of truth. Without a CV naming a role: the empty search.
 */
export default async function ProfileSearchPage() {
  if (!(await verifyService('jobs'))) return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const profile = await withInsurerSession(loadProfileSearch);
  redirect(profile?.href ?? JOB_SEARCH_PATH);
}
