import { cx } from './cx';

/** One grey placeholder bar; pulses unless the user prefers reduced motion. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" data-skeleton="" className={cx('block rounded bg-surface-muted motion-safe:animate-pulse', className)} />;
}
