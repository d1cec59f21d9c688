import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/layout/PublicFrame';

/**
 * The public pages as a visitor sees them, prerendered at build time (no session, no cookie read):
 * proxy.ts serves them with a hash-based CSP, and a customer with a live session their prerendered
 * logged-in variant (app/com-sessao).
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
