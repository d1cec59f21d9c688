import type { ReactNode } from 'react';

/**
 * The filters behind a "Filtros (n)" disclosure on a phone (a <details>, so it works without
 * JavaScript and says whether it is expanded); from the `desktop` breakpoint the content is always
 * shown, beside the results as before, and the summary hidden (only where ::details-content can be
 * styled: elsewhere the summary stays, so the filters are never out of reach). `open`: shown
 * expanded at first (no search yet, or filters to fix).
 */
export function FiltersDisclosure({ open, summary, children }: { open: boolean; summary: string; children: ReactNode }) {
  return (
    <details open={open} className="filters-disclosure">
      <summary aria-controls="jobs-filters">
        {summary}
        <span aria-hidden="true">▾</span>
      </summary>
      <div id="jobs-filters" className="pt-3 desktop:pt-0">
        {children}
      </div>
    </details>
  );
}
