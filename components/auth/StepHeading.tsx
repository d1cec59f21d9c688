'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Heading of a flow step; it takes the focus when the step appears, so screen readers hear the new step. */
export function StepHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
      {children}
    </h3>
  );
}
