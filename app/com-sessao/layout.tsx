import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';

/**
 * The public pages for a customer with a session, rendered per request (with the CSP nonce). proxy.ts
 * rewrites `/` and `/perguntas-frequentes` here when the request carries a live session, so the
 * address stays the public one; a direct visit is redirected to it.
 */
export default function SessionPublicLayout({ children }: { children: ReactNode }) {
  return <SessionFrame>{children}</SessionFrame>;
}
