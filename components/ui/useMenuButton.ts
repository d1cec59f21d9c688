'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

/**
 * The keyboard and pointer handling of a menu button (WAI-ARIA APG), for every menu of the header.
 * Opening it (a click, Enter or Space, ↓) puts the focus on its first item, ↑ on its last; in the
 * menu the arrows, Home and End move (wrapping around); Escape closes it with the focus back on the
 * button (the one this viewport shows, when the menu has two); Tab, a click outside the root, or a
 * navigation closes it. Escape is left to a modal dialog open above the page.
 *
 * Spread `buttonProps` on each button that opens the menu and `menuProps` on the role="menu" list;
 * `rootRef` goes on the element holding both (a click inside it is not a click outside). The list
 * may come after the menu opened (its code loaded on opening): the focus goes to it when it comes.
 */
export function useMenuButton<Root extends HTMLElement>() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Which item takes the focus as the menu opens: the first, or the last after ↑.
  const [openAt, setOpenAt] = useState<'first' | 'last'>('first');
  const [openedAt, setOpenedAt] = useState(pathname);
  const menuId = useId();
  const rootRef = useRef<Root>(null);
  // State, not a ref: a list whose code loads on opening comes after the menu opened, and takes the focus then.
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);

  const items = () => Array.from(menu?.querySelectorAll<HTMLElement>(ITEM) ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  // Following a link (or any navigation) closes the menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open || !menu) return;
    const list = menu.querySelectorAll<HTMLElement>(ITEM);
    list[openAt === 'first' ? 0 : list.length - 1]?.focus();
  }, [open, openAt, menu]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      setOpen(false);
      const buttons = [...(rootRef.current?.querySelectorAll<HTMLElement>('button[aria-controls]') ?? [])].filter((button) => button.getAttribute('aria-controls') === menuId);
      // A button hidden by this viewport's layout has no offsetParent; without layout (jsdom) none has one.
      (buttons.find((button) => button.offsetParent !== null) ?? buttons[0])?.focus();
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
  }, [open, menuId]);

  const openTo = (at: 'first' | 'last') => {
    setOpenedAt(pathname);
    setOpenAt(at);
    setOpen(true);
  };

  const buttonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => (open ? setOpen(false) : openTo('first')),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openTo(event.key === 'ArrowDown' ? 'first' : 'last');
    },
  } as const;

  const menuProps = {
    ref: setMenu,
    id: menuId,
    role: 'menu',
    onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => {
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
    },
  } as const;

  return { open, close: () => setOpen(false), rootRef, buttonProps, menuProps };
}

/** What the role="menu" list takes (spread on it), for a list drawn by a component of its own. */
export type MenuListProps = ReturnType<typeof useMenuButton>['menuProps'];
