'use client';

import { useId, useState } from 'react';

export type AccordionItem = { id: string; title: string; content: string };

type Props = {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the buttons (the page's outline decides). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * WAI-ARIA accordion: each heading holds a button with aria-expanded and aria-controls, and
 * each answer is a region labelled by its button. The answers are always in the HTML (hidden
 * with `hidden` until opened), so they are server-rendered and indexable. Several can be open.
 */
export function Accordion({ items, headingLevel = 3 }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-surface">
      {items.map(({ id, title, content }) => {
        const expanded = open.has(id);
        const buttonId = `${baseId}-${id}-button`;
        const panelId = `${baseId}-${id}-panel`;
        return (
          <div key={id}>
            <Heading className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-brand-900 hover:bg-brand-50"
              >
                {title}
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 20 20"
                  className={`shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                >
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-ink-muted">
              <p>{content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
