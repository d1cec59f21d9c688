import type { ReactNode } from 'react';

type Props = { title: string; lead?: ReactNode; children: ReactNode };

/** The frame of the account pages (/auth/perfil, /auth/perfil/senha): the title, a lead, the page's content. */
export function AccountPage({ title, lead, children }: Props) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 desktop:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        {lead && <p className="text-lg text-ink-muted">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
