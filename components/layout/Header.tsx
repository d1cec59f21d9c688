import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SERVICES, heldServices } from '@/lib/config/benefit-services';
import type { SessionView } from '@/lib/session/dal';
import { AccountMenu } from './AccountMenu';
import { HeaderNav } from './HeaderNav';
import { Logo } from './Logo';
import { ServicesMenu } from './ServicesMenu';

/**
 * The site header: the logo, and either the visitor's actions (Minha conta, Acessar benefícios) or,
 * for a logged-in customer, 'Meus benefícios' and the account menu. It takes the session from its
 * layout (components/layout/SiteFrame.tsx), so the public pages can be prerendered without one.
 */
export async function Header({ session }: { session: SessionView | null }) {
  const t = await getTranslations('Header');
  const tServices = await getTranslations('Home.services');
  const services = session
    ? heldServices(session.listEcosystem).map((id) => ({ href: SERVICES[id].href, label: tServices(`${id}.title`), paths: SERVICES[id].paths }))
    : [];
  return (
    <header className="relative z-30 border-b border-brand-100 bg-surface">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link href="/" aria-label={t('logoAlt')} className="inline-flex shrink-0 items-center">
          <Logo compact={session !== null} />
        </Link>
        {session ? (
          <div className="flex min-w-0 flex-row-reverse items-center gap-1 desktop:flex-row">
            {services.length > 0 && <ServicesMenu services={services} />}
            <AccountMenu names={session.names} />
          </div>
        ) : (
          <HeaderNav />
        )}
      </div>
    </header>
  );
}
