import type { ReactNode } from 'react';

type Props = { id: string; title: string; lead?: ReactNode; children: ReactNode };

/** One titled card of an account page: a region named by its h2 (`id` makes the heading's id). */
export function AccountSection({ id, title, lead, children }: Props) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-surface p-4 desktop:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {lead && <p className="text-ink-muted">{lead}</p>}
      {children}
    </section>
  );
}
