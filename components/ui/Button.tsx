import type { ComponentProps } from 'react';
import { cx } from './cx';

/** Spec §9 spells the third variant "terceary"; the spelling is kept on purpose. 'danger' is for an action that destroys (Excluir). */
export type ButtonVariant = 'primary' | 'secondary' | 'terceary' | 'danger';
/** Spec §9 calls this the button "type"; named `appearance` so it does not clash with the HTML `type`. */
export type ButtonAppearance = 'contained' | 'outlined';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  appearance?: ButtonAppearance;
  fullWidth?: boolean;
  className?: string;
}

/**
 * The look of each variant/appearance pair: component classes of app/globals.css (`.btn` and
 * `.btn-<variant>[-outlined]`), so a page sends a button's ~300-byte class list as two short names.
 * Every text/background pair passes WCAG AA (≥ 4.5:1) on a white surface (Button.test.tsx reads
 * the colours from globals.css). Classes given by a caller are utilities and win over these.
 */
const STYLES: Record<ButtonVariant, Record<ButtonAppearance, string>> = {
  primary: { contained: 'btn-primary', outlined: 'btn-primary-outlined' },
  secondary: { contained: 'btn-secondary', outlined: 'btn-secondary-outlined' },
  terceary: { contained: 'btn-terceary', outlined: 'btn-terceary-outlined' },
  danger: { contained: 'btn-danger', outlined: 'btn-danger-outlined' },
};

/** Class list of a button; use it to make a `<Link>` look like a button. */
export function buttonClasses({
  variant = 'primary',
  appearance = 'contained',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx('btn', STYLES[variant][appearance], fullWidth && 'w-full', className);
}

export interface ButtonProps extends ComponentProps<'button'>, Omit<ButtonStyleOptions, 'className'> {
  /**
   * A call it started is running: it looks disabled and does nothing when pressed (a submit button
   * does not submit), but stays focusable (`aria-disabled`): `disabled` would drop the keyboard's
   * focus to <body> in the middle of the customer's action.
   */
  busy?: boolean;
}

/** The portal's button: fully rounded, 50% opacity and not clickable when disabled or busy. Defaults to `type="button"`. */
export function Button({ variant, appearance, fullWidth, className, type = 'button', busy = false, onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, appearance, fullWidth, className })}
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    />
  );
}
