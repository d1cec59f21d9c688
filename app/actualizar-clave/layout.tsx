import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';

export default function UpdatePasswordLayout({ children }: { children: ReactNode }) {
  return <SessionFrame>{children}</SessionFrame>;
}
