import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';

/**
 * The public pages rendered per request (with the CSP nonce), for a build without the prerendered
 * pages' hashes file only: proxy.ts then rewrites `/` and `/perguntas-frequentes` here for everyone,
 * the header read from this request's session. A direct visit is redirected to the public address.
 */
export default function PerRequestPublicLayout({ children }: { children: ReactNode }) {
  return <SessionFrame>{children}</SessionFrame>;
}
