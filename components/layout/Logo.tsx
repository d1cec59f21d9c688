/** The portal's mark and name; the link around it carries the accessible name. `compact`: the name only from 640 px up. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-2 text-lg font-bold whitespace-nowrap text-brand-900">
      <svg width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="16" fill="#5b2d90" />
        <path d="M10 17l4 4 8-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={compact ? 'hidden sm:inline' : undefined}>Portal de Benefícios</span>
    </span>
  );
}
