import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';
import { VisitorHeader } from './VisitorHeader';

/**
 * The page frame of the prerendered public pages (and the 404): the visitor's header, no cookie read.
 * A file of its own, importing nothing of the customer's header, so those pages never load its code.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return <PageFrame header={<VisitorHeader />}>{children}</PageFrame>;
}
