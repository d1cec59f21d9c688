import type { ReactNode } from 'react';
import type { HeaderView } from '@/lib/session/header-view';
import { LoggedInHeader } from './LoggedInHeader';
import { PageFrame } from './PageFrame';

/**
 * The page frame of the logged-in area (app/auth): the customer's header (`header`, read by the
 * layout: lib/session/dal getHeaderView). Without a session the page itself redirects to the login
 * (verifySession), so the header is then left without actions rather than bringing the visitor's
 * (SessionFrame): its login panels and menu would be code on every logged-in page.
 */
export function LoggedInFrame({ header, children }: { header: HeaderView | null; children: ReactNode }) {
  return <PageFrame header={<LoggedInHeader view={header} />}>{children}</PageFrame>;
}
