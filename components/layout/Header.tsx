import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSession } from '@/lib/session/dal';
import { AccountMenu } from './AccountMenu';
import { HeaderNav } from './HeaderNav';
import { Logo } from './Logo';

export async function Header() {
  const t = await getTranslations('Header');
  const session = await getSession();
  return (
    <header className="relative z-30 border-b border-brand-100 bg-surface">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" aria-label={t('logoAlt')} className="inline-flex items-center">
          <Logo />
        </Link>
        {session ? <AccountMenu names={session.names} /> : <HeaderNav />}
      </div>
    </header>
  );
}
