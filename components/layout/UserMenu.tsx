'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useMenuButton } from '@/components/ui/useMenuButton';

// The open menu's code (its links) loads when the customer is about to open it (pointer over the
// button, or the focus on it) or opens it: every logged-in page has the button, few visits open it.
const UserMenuList = lazyComponent(() => import('./UserMenuList').then((module) => module.UserMenuList));

type Props = { names: string; onLogout: () => void };

/** Logged-in header menu (WAI-ARIA menu button): greeting, Meu Perfil, Alterar a senha, Meus Agendamentos, Meus dados e privacidade, Meu painel, Sair. */
export function UserMenu({ names, onLogout }: Props) {
  const t = useTranslations('Header');
  const [firstName = '', ...rest] = names.trim().split(/\s+/);
  const otherNames = rest.join(' ');
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton<HTMLDivElement>();

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button type="button" {...buttonProps} onPointerEnter={UserMenuList.preload} onFocus={UserMenuList.preload} className="header-pill max-w-full">
        {/* The first name is what fits a phone's header whole; the rest is still the button's name. */}
        <span className="truncate">{t('greeting', { names: firstName })}</span>
        {otherNames && <span className="sr-only"> {otherNames}</span>}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* Rendered only while open: every page's HTML and payload would otherwise carry the closed menu. */}
      {open && <UserMenuList names={names} menuProps={menuProps} onClose={close} onLogout={onLogout} />}
    </div>
  );
}
