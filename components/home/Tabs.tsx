'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

export type TabItem = { id: string; label: string; panel: ReactNode };

type Props = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** 'pill': the main tabs; 'underline': tabs nested in a panel. */
  appearance?: 'pill' | 'underline';
  /** The id of the tab selected at first (the customer's own ecosystem); the first tab otherwise. */
  initial?: string;
};

const TAB_STYLES = {
  pill: {
    list: 'flex flex-wrap gap-2',
    tab: 'min-h-11 rounded-full border-2 border-brand-700 px-5 py-2 font-semibold',
    selected: 'bg-brand-700 text-white',
    idle: 'bg-surface text-brand-700 hover:bg-brand-50',
  },
  underline: {
    list: 'flex gap-6 border-b border-brand-100',
    tab: '-mb-px min-h-11 border-b-4 px-1 py-2 font-semibold',
    selected: 'border-brand-700 text-brand-900',
    idle: 'border-transparent text-ink-muted hover:text-brand-900',
  },
} as const;

/**
 * WAI-ARIA tabs with automatic activation: the selected tab is the only one in the Tab order
 * (roving tabindex); Left/Right arrows move and wrap, Home/End go to the first/last tab.
 * Every panel is rendered (the hidden ones with `hidden`), so all content is in the server HTML.
 */
export function Tabs({ label, items, appearance = 'pill', initial }: Props) {
  const baseId = useId();
  const [selected, setSelected] = useState(() => Math.max(0, items.findIndex((item) => item.id === initial)));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const styles = TAB_STYLES[appearance];
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={cx(styles.tab, index === selected ? styles.selected : styles.idle)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
