import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/layout/PublicFrame';

/**
 * The public pages as a visitor sees them, prerendered at build time (no session, no cookie read):
 * proxy.ts serves them with a hash-based CSP, and sends a customer with a session to the same
 * pages rendered per request (app/com-sessao).
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
