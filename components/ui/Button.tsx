import type { ComponentProps } from 'react';
import { cx } from './cx';

/** Spec §9 spells the third variant "terceary"; the spelling is kept on purpose. */
export type ButtonVariant = 'primary' | 'secondary' | 'terceary';
/** Spec §9 calls this the button "type"; named `appearance` so it does not clash with the HTML `type`. */
export type ButtonAppearance = 'contained' | 'outlined';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  appearance?: ButtonAppearance;
  fullWidth?: boolean;
  className?: string;
}

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 px-6 py-2 text-center text-base font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50';

// Every text/background pair below passes WCAG AA (≥ 4.5:1) on a white surface.
const STYLES: Record<ButtonVariant, Record<ButtonAppearance, string>> = {
  primary: {
    contained: 'border-brand-700 bg-brand-700 text-white not-disabled:hover:border-brand-900 not-disabled:hover:bg-brand-900',
    outlined: 'border-brand-700 bg-transparent text-brand-700 not-disabled:hover:bg-brand-50',
  },
  secondary: {
    contained: 'border-accent-700 bg-accent-700 text-white not-disabled:hover:border-brand-900 not-disabled:hover:bg-brand-900',
    outlined: 'border-accent-700 bg-transparent text-accent-700 not-disabled:hover:bg-surface-muted',
  },
  terceary: {
    contained: 'border-brand-50 bg-brand-50 text-brand-900 not-disabled:hover:border-brand-100 not-disabled:hover:bg-brand-100',
    outlined: 'border-ink-muted bg-transparent text-ink not-disabled:hover:bg-surface-muted',
  },
};

/** Class list of a button; use it to make a `<Link>` look like a button. */
export function buttonClasses({
  variant = 'primary',
  appearance = 'contained',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(BASE, STYLES[variant][appearance], fullWidth && 'w-full', className);
}

export interface ButtonProps extends ComponentProps<'button'>, Omit<ButtonStyleOptions, 'className'> {}

/** The portal's button: fully rounded, 50% opacity and not clickable when disabled. Defaults to `type="button"`. */
export function Button({ variant, appearance, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, appearance, fullWidth, className })} {...rest} />;
}
