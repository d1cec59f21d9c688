import type { ReactNode } from 'react';
import { getSession, type SessionView } from '@/lib/session/dal';
import { Header } from './Header';

/**
 * The page frame below the root layout: the header, then the main content (the skip link's target).
 * `session` null renders the visitor's header; the prerendered public pages pass null, the pages
 * rendered per request use SessionFrame.
 */
export function SiteFrame({ session, children }: { session: SessionView | null; children: ReactNode }) {
  return (
    <>
      <Header session={session} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
    </>
  );
}

/** SiteFrame with this request's session (rendered per request). */
export async function SessionFrame({ children }: { children: ReactNode }) {
  return <SiteFrame session={await getSession()}>{children}</SiteFrame>;
}
