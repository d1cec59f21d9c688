import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';

/**
 * The public pages as a visitor sees them, prerendered at build time (no session, no cookie read):
 * proxy.ts serves them with a hash-based CSP, and sends a customer with a session to the same
 * pages rendered per request (app/com-sessao).
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteFrame session={null}>{children}</SiteFrame>;
}
