'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="header-pill max-w-full"
      >
        {/* The first name is what fits a phone's header whole; the rest is still the button's name. */}
        <span className="truncate">{t('greeting', { names: firstName })}</span>
        {otherNames && <span className="sr-only"> {otherNames}</span>}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* Rendered only while open: every page's HTML and payload would otherwise carry the closed menu. */}
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('userMenu', { names })}
          onKeyDown={onMenuKey}
          className="user-menu"
        >
          {LINKS.map(({ href, key }) => (
            <li key={href} role="none">
              <Link role="menuitem" tabIndex={-1} href={href} onClick={() => setOpen(false)} className="user-menu-item">
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
                setOpen(false);
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
