import type { ReactNode } from 'react';
import type { HeaderView } from '@/lib/session/header-view';
import { Header } from './Header';
import { PageFrame } from './PageFrame';

/**
 * The page frame of the pages rendered per request: the header of this request's session, which
 * the layout reads (lib/session/dal: getHeaderView) and hands down; null for a visitor.
 */
export function SessionFrame({ header, children }: { header: HeaderView | null; children: ReactNode }) {
  return <PageFrame header={<Header view={header} />}>{children}</PageFrame>;
}
