import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';

/**
 * A button that looks like a text link (it opens another panel or a modal, it does not navigate).
 * A mouse press leaves the focus where it is: a field losing it would show its error, push this
 * button down and swallow the click. Keyboard focus is unaffected.
 */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      onMouseDown={(event) => event.preventDefault()}
      className={cx('min-h-6 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900', className)}
      {...rest}
    />
  );
}
