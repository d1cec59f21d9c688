import type { ReactNode } from 'react';
import { getSession } from '@/lib/session/dal';
import { Header } from './Header';
import { PageFrame } from './PageFrame';

/** The page frame of the pages rendered per request: the header of this request's session. */
export async function SessionFrame({ children }: { children: ReactNode }) {
  return <PageFrame header={<Header session={await getSession()} />}>{children}</PageFrame>;
}
