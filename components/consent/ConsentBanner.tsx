'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getFocusableElements } from '@/components/ui/useFocusTrap';
import type { ConsentChoice } from './consentStore';

/**
 * The LGPD cookie banner: a labelled region stuck to the bottom of the viewport, at the end of
 * the page flow (so it never covers the footer and never shifts the content above it). Early in the
 * DOM (right after the skip link, app/layout.tsx), so it is the second Tab stop and not the last:
 * `order-last` in the body's flex column shows it after the footer all the same. It traps nothing.
 * 'Aceitar' and 'Rejeitar' look exactly alike. While it shows, the page's scroll-padding-bottom
 * is its height, so an element scrolled into view by focus is never hidden behind it (WCAG 2.4.11).
 */
/**
 * Where the focus goes when the banner, and the button that had it, are gone: the first control
 * after the banner that is on the screen (what the customer was reading), else the first one after
 * it (the banner is the second Tab stop, so the Tab order goes on as it would have). Never scrolled to.
 */
function focusAfter(banner: HTMLElement): void {
  const after = getFocusableElements(document.body).filter(
    (element) => !banner.contains(element) && banner.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && element.getClientRects().length > 0,
  );
  const onScreen = after.find((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight - banner.getBoundingClientRect().height;
  });
  (onScreen ?? after[0])?.focus({ preventScroll: true });
}

export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslations('Consent');
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const pad = () => root.setProperty('scroll-padding-bottom', `${banner.getBoundingClientRect().height}px`);
    pad();
    // The height changes with the viewport's width (the text wraps) and the zoom.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty('scroll-padding-bottom');
    };
  }, []);

  return (
    <Section
      ref={ref}
      title={t('title')}
      titleId={titleId}
      titleClassName="font-bold text-brand-900"
      describedBy={textId}
      className="sticky bottom-0 z-40 order-last border-t border-brand-100 bg-surface shadow-[0_-4px_16px_rgb(31_26_46/0.12)]"
      header={(heading) => (
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 desktop:flex-row desktop:items-center desktop:gap-8">
          <div className="flex-1">
            {heading}
            <p id={textId} className="text-sm text-ink-muted">
              {t('text')}
            </p>
          </div>
          <div className="flex gap-3">
            {(['denied', 'granted'] as const).map((choice) => (
              <Button
                key={choice}
                variant="primary"
                appearance="outlined"
                className="flex-1 desktop:min-w-36 desktop:flex-none"
                onClick={() => {
                  // Only when the banner had the focus (a click elsewhere on the page leaves it where it is).
                  if (ref.current && ref.current.contains(document.activeElement)) focusAfter(ref.current);
                  onChoose(choice);
                }}
              >
                {t(choice === 'granted' ? 'accept' : 'reject')}
              </Button>
            ))}
          </div>
        </div>
      )}
    />
  );
}
