import { getTranslations } from 'next-intl/server';
import { SERVICES, heldServices } from '@/lib/config/benefit-services';
import type { SessionView } from '@/lib/session/dal';
import { AccountMenu } from './AccountMenu';
import { HeaderShell } from './HeaderShell';
import { ServicesMenu } from './ServicesMenu';
import { VisitorHeader } from './VisitorHeader';

/**
 * The header of a page rendered per request: for a logged-in customer 'Meus benefícios' and the
 * account menu, else the visitor's. The prerendered public pages use VisitorHeader alone, so their
 * code never carries the customer's menus.
 */
export async function Header({ session }: { session: SessionView | null }) {
  if (!session) return <VisitorHeader />;
  const tServices = await getTranslations('Home.services');
  const services = heldServices(session.listEcosystem).map((id) => ({ href: SERVICES[id].href, label: tServices(`${id}.title`), paths: SERVICES[id].paths }));
  return (
    <HeaderShell compactLogo>
      <div className="flex min-w-0 flex-row-reverse items-center gap-1 desktop:flex-row">
        {services.length > 0 && <ServicesMenu services={services} />}
        <AccountMenu names={session.names} />
      </div>
    </HeaderShell>
  );
}
