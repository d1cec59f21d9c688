'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { usePanels } from '@/components/auth/PanelProvider';
import { BurgerIcon } from './BurgerIcon';

/** Header actions: inline on desktop, behind a burger button at 1024 px or less. */
export function HeaderNav() {
  const t = useTranslations('Header');
  const tEntry = useTranslations('Entry');
  const { openPanel } = usePanels();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // A panel opened from the menu handles its own Escape; the menu stays open beneath it.
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      setMenuOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <nav aria-label={t('mainNav')} className="flex items-center gap-2">
      {/* On a phone the way in is in sight, not behind the burger: a registered customer logs in from here. */}
      <Button variant="secondary" appearance="outlined" className="desktop:hidden" onClick={() => openPanel('login')}>
        {tEntry('signIn')}
      </Button>
      <button
        ref={burgerRef}
        type="button"
        className="header-icon-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
        onClick={() => setMenuOpen((v) => !v)}
      >
        <BurgerIcon open={menuOpen} />
      </button>
      <div
        id={menuId}
        className={`${menuOpen ? 'flex' : 'hidden'} desktop:flex absolute inset-x-0 top-full flex-col gap-3 border-b border-brand-100 bg-surface p-4 shadow-md desktop:static desktop:flex-row desktop:border-0 desktop:p-0 desktop:shadow-none`}
      >
        <Button variant="secondary" appearance="outlined" onClick={() => openPanel('login')}>
          {t('myAccount')}
        </Button>
        <Button variant="primary" appearance="contained" onClick={() => openPanel('signup')}>
          {t('accessBenefits')}
        </Button>
      </div>
    </nav>
  );
}
