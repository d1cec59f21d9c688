'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { BurgerIcon } from './BurgerIcon';

/** A service of the menu: its address and name (the paths it marks as current are the config's, not sent with every page). */
export type MenuService = { href: string; label: string };

// The open menu's code (its links, the services' paths) loads when the customer is about to open it
// (pointer over a button, or the focus on one) or opens it: every logged-in page has the buttons.
const ServicesMenuPanel = lazyComponent(() => import('./ServicesMenuPanel').then((module) => module.ServicesMenuPanel));

/**
 * 'Meus benefícios': the logged-in customer's services (only those of their ecosystems), the current
 * one marked. A menu button (WAI-ARIA APG), as the account menu is (UserMenu): on desktop its own
 * button, at 1024 px or less the header's burger. Opening it (Enter, Space, ↓, ↑ or a click) puts the
 * focus on its first service (↑: the last); the arrows, Home and End move; Escape closes it with the
 * focus back on the button; Tab, a click outside or following a link closes it.
 */
export function ServicesMenu({ services }: { services: MenuService[] }) {
  const t = useTranslations('ServiceNav');
  const tHeader = useTranslations('Header');
  const { open, rootRef, buttonProps, menuProps } = useMenuButton<HTMLElement>();
  const intent = { onPointerEnter: ServicesMenuPanel.preload, onFocus: ServicesMenuPanel.preload };

  return (
    <nav ref={rootRef} aria-label={t('label')} className="flex items-center desktop:relative">
      <button type="button" className="header-pill hidden desktop:inline-flex" {...buttonProps} {...intent}>
        {t('label')}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button type="button" className="header-icon-button" {...buttonProps} {...intent} aria-label={open ? tHeader('closeMenu') : tHeader('openMenu')}>
        <BurgerIcon open={open} />
      </button>
      {/* Rendered only while open: every logged-in page's HTML would otherwise carry the closed list. */}
      {open && <ServicesMenuPanel services={services} menuProps={menuProps} />}
    </nav>
  );
}
