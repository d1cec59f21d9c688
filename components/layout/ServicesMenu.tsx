'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
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
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item takes the focus as the menu opens: the first, or the last after ↑.
  const [openAt, setOpenAt] = useState<'first' | 'last'>('first');

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [];
    list[openAt === 'first' ? 0 : list.length - 1]?.focus();
  }, [open, openAt]);

  // Following a link (or any navigation) closes the menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      setOpen(false);
      // Back to whichever toggle this viewport shows (the burger or 'Meus benefícios').
      const toggles = rootRef.current?.querySelectorAll<HTMLElement>('button[aria-controls]') ?? [];
      [...toggles].find((button) => button.offsetParent !== null)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpenAt('first');
    setOpen((value) => !value);
  };

  const onToggleKey = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenedAt(pathname);
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    setOpen(true);
  };

  const onMenuKey = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <nav ref={rootRef} aria-label={t('label')} className="flex items-center desktop:relative">
      <button
        type="button"
        className="header-pill hidden desktop:inline-flex"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        onKeyDown={onToggleKey}
      >
        {t('label')}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button
        type="button"
        className="header-icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? tHeader('closeMenu') : tHeader('openMenu')}
        onClick={toggle}
        onKeyDown={onToggleKey}
      >
        <BurgerIcon open={open} />
      </button>
      {/* Rendered only while open: every logged-in page's HTML would otherwise carry the closed list. */}
      {open && (
        <div className="services-menu-panel">
          <p aria-hidden="true" className="px-4 pt-2 pb-1 text-sm font-semibold text-ink-muted desktop:hidden">
            {t('label')}
          </p>
          <ul ref={menuRef} id={listId} role="menu" aria-label={t('label')} onKeyDown={onMenuKey} className="flex flex-col">
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
