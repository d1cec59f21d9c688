import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The logged-in area: never indexed. Every page here calls verifySession() itself (a layout does not re-run on navigation). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return children;
}
