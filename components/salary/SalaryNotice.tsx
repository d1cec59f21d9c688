import type { ReactNode } from 'react';

/** A short message in place of the result (e.g. an occupation the partner no longer knows), with an optional action. */
export function SalaryNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border-l-4 border-brand-700 bg-surface-muted p-5 text-ink">
      <p>{children}</p>
      {action}
    </div>
  );
}
