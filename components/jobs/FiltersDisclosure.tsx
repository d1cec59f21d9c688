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
    <details open={open} className="group desktop:details-content:block desktop:details-content:[content-visibility:visible]">
      <summary
        aria-controls="jobs-filters"
        className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:outline-none desktop:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div id="jobs-filters" className="pt-3 desktop:pt-0">
        {children}
      </div>
    </details>
  );
}
