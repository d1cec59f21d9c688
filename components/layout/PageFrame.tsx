import type { ReactNode } from 'react';

/** The header, then the main content (the skip link's target). */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <main id="conteudo" className="flex-1">
        {children}
      </main>
    </>
  );
}
