'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * A horizontal row of cards (`<li>` children): scrolls with scroll-snap (swipe at 1024 px or
 * less) and, on desktop, has labelled previous/next buttons that move one card at a time.
 * The buttons use aria-disabled at the ends so they keep the keyboard focus. `arrowIcon`: the next
 * button's icon (the previous one's turned around), drawn by the server.
 */
export function CardRail({ label, arrowIcon, children }: { label: string; arrowIcon: ReactNode; children: ReactNode }) {
  const t = useTranslations('Home');
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setEdges({
        atStart: list.scrollLeft <= 1,
        atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
      });
    // Fires once at observe() too, and again when a hidden tab panel becomes visible.
    const observer = new ResizeObserver(update);
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, []);

  const move = (direction: 1 | -1) => {
    const list = listRef.current;
    const card = list?.firstElementChild;
    if (!list || !card) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * (card.getBoundingClientRect().width + gap) });
  };

  const arrow = (direction: 1 | -1, disabled: boolean) => (
    <button
      type="button"
      aria-label={t(direction === 1 ? 'nextServices' : 'previousServices')}
      aria-controls={listId}
      aria-disabled={disabled}
      onClick={() => !disabled && move(direction)}
      className="rail-arrow"
    >
      <span className={direction === -1 ? 'inline-flex rotate-180' : 'inline-flex'}>
        {arrowIcon}
      </span>
    </button>
  );

  return (
    <div className="flex gap-4">
      {arrow(-1, edges.atStart)}
      <ul
        ref={listRef}
        id={listId}
        aria-label={label}
        className="-mx-4 flex flex-1 snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pt-2 pb-4 motion-reduce:scroll-auto desktop:mx-0 desktop:scroll-px-2 desktop:px-2 desktop:[scrollbar-width:none]"
      >
        {children}
      </ul>
      {arrow(1, edges.atEnd)}
    </div>
  );
}
