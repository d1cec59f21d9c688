'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { DASHBOARD_PATH } from '@/lib/dashboard/path';

const LINKS = [
  { href: '/auth/perfil', key: 'profile' },
  { href: '/auth/perfil/senha', key: 'changePassword' },
  { href: '/auth/perfil/agendamientos', key: 'appointments' },
  { href: '/auth/perfil/meus-dados', key: 'privacy' },
  { href: DASHBOARD_PATH, key: 'dashboard' },
] as const;

type Props = { names: string; onLogout: () => void };

/** Logged-in header menu (WAI-ARIA menu button): greeting, Meu Perfil, Alterar a senha, Meus Agendamentos, Meus dados e privacidade, Meu painel, Sair. */
export function UserMenu({ names, onLogout }: Props) {
  const t = useTranslations('Header');
  const [firstName = '', ...rest] = names.trim().split(/\s+/);
  const otherNames = rest.join(' ');
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton<HTMLDivElement>();

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button type="button" {...buttonProps} className="header-pill max-w-full">
        {/* The first name is what fits a phone's header whole; the rest is still the button's name. */}
        <span className="truncate">{t('greeting', { names: firstName })}</span>
        {otherNames && <span className="sr-only"> {otherNames}</span>}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* Rendered only while open: every page's HTML and payload would otherwise carry the closed menu. */}
      {open && (
        <ul {...menuProps} aria-label={t('userMenu', { names })} className="user-menu">
          {LINKS.map(({ href, key }) => (
            <li key={href} role="none">
              <Link role="menuitem" tabIndex={-1} href={href} onClick={close} className="user-menu-item">
                {t(key)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
              className="user-menu-item w-full text-left text-danger"
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
