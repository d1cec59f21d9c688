'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** The trigger's accessible name (it shows only an "i"). */
  label: string;
  /** The tooltip's text: the trigger's accessible description, whether or not it is shown. */
  text: string;
  /** What the tooltip explains (e.g. a heading), shown before the trigger on the same line. */
  children: ReactNode;
};

/**
 * An accessible tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13): a focusable "i" button described
 * by the tooltip (aria-describedby). Shown on hover, on focus and on a tap (touch); hidden on
 * Escape, on blur, when the pointer leaves the trigger and the tooltip, and on a tap elsewhere.
 * The tooltip spans the line it explains, so it never runs off a narrow screen.
 */
export function InfoTooltip({ label, text, children }: Props) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  return (
    <div ref={container} className="relative flex items-center gap-2" onMouseLeave={hide}>
      {children}
      <button
        type="button"
        aria-label={label}
        aria-describedby={tooltipId}
        onMouseEnter={show}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        className="info-tooltip-trigger"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M12 10.5v7M12 6.5v.01" />
        </svg>
      </button>
      <div role="tooltip" id={tooltipId} hidden={!open} className="info-tooltip">
        <p>{text}</p>
      </div>
    </div>
  );
}
