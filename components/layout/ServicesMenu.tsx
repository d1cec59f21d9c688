'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { SERVICES, SERVICE_IDS } from '@/lib/config/benefit-services';
import { DASHBOARD_PATH } from '@/lib/dashboard/path';
import { BurgerIcon } from './BurgerIcon';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A service of the menu: its address and name (the paths it marks as current are the config's, not sent with every page). */
export type MenuService = { href: string; label: string };

/** The paths under which the service at `href` is the current one. */
function pathsOf(href: string): readonly string[] {
  const id = SERVICE_IDS.find((service) => SERVICES[service].href === href);
  return id ? SERVICES[id].paths : [href];
}

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
  const pathname = usePathname();
  const { open, rootRef, buttonProps, menuProps } = useMenuButton<HTMLElement>();

  return (
    <nav ref={rootRef} aria-label={t('label')} className="flex items-center desktop:relative">
      <button
        type="button"
        className="header-pill hidden desktop:inline-flex"
        {...buttonProps}
      >
        {t('label')}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button
        type="button"
        className="header-icon-button"
        {...buttonProps}
        aria-label={open ? tHeader('closeMenu') : tHeader('openMenu')}
      >
        <BurgerIcon open={open} />
      </button>
      {/* Rendered only while open: every logged-in page's HTML would otherwise carry the closed list. */}
      {open && (
        <div className="services-menu-panel">
          <p aria-hidden="true" className="px-4 pt-2 pb-1 text-sm font-semibold text-ink-muted desktop:hidden">
            {t('label')}
          </p>
          <ul {...menuProps} aria-label={t('label')} className="flex flex-col">
            <li role="none">
              <Link role="menuitem" tabIndex={-1} href={DASHBOARD_PATH} aria-current={pathname === DASHBOARD_PATH ? 'page' : undefined} className="services-menu-item">
                {t('dashboard')}
              </Link>
            </li>
            {services.map((service) => {
              const current = pathsOf(service.href).some((prefix) => isUnder(pathname, prefix));
              return (
                <li key={service.href} role="none">
                  <Link
                    role="menuitem"
                    tabIndex={-1}
                    href={service.href}
                    aria-current={current ? 'page' : undefined}
                    className="services-menu-item"
                  >
                    {service.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </nav>
  );
}
