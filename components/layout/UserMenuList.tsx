'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuListProps } from '@/components/ui/useMenuButton';
import { DASHBOARD_PATH } from '@/lib/dashboard/path';

const LINKS = [
  { href: '/auth/perfil', key: 'profile' },
  { href: '/auth/perfil/senha', key: 'changePassword' },
  { href: '/auth/perfil/agendamientos', key: 'appointments' },
  { href: '/auth/perfil/meus-dados', key: 'privacy' },
  { href: DASHBOARD_PATH, key: 'dashboard' },
] as const;

type Props = { names: string; menuProps: MenuListProps; onClose: () => void; onLogout: () => void };

/** The open account menu (UserMenu): Meu Perfil, Alterar a senha, Meus Agendamentos, Meus dados e privacidade, Meu painel, Sair. */
export function UserMenuList({ names, menuProps, onClose, onLogout }: Props) {
  const t = useTranslations('Header');
  return (
    <ul {...menuProps} aria-label={t('userMenu', { names })} className="user-menu">
      {LINKS.map(({ href, key }) => (
        <li key={href} role="none">
          <Link role="menuitem" tabIndex={-1} href={href} onClick={onClose} className="user-menu-item">
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
            onClose();
            onLogout();
          }}
          className="user-menu-item w-full text-left text-danger"
        >
          {t('logout')}
        </button>
      </li>
    </ul>
  );
}
