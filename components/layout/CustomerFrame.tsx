import type { ReactNode } from 'react';
import { CustomerHeader } from './CustomerHeader';
import { PageFrame } from './PageFrame';

/** The page frame of the public pages prerendered for a customer with a session (no cookie read). */
export function CustomerFrame({ children }: { children: ReactNode }) {
  return <PageFrame header={<CustomerHeader />}>{children}</PageFrame>;
}
