import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint } from './Field';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A short line under the label ('card' appearance), read as the radio's description. */
  description?: ReactNode;
};

export interface RadioGroupProps {
  /** The question: the fieldset's legend, read as the group's name. */
  legend: ReactNode;
  hint?: ReactNode;
  /** Already translated; announced as it appears. */
  error?: string;
  name: string;
  /** The chosen option's value, '' while none is. */
  value: string;
  options: readonly RadioOption[];
  onChange: (value: string) => void;
  /**
   * 'pill': rounded pills with the radio showing; 'chip': round chips, the radio hidden (scores);
   * 'card': one option a row, its label over its description (choices that need a word each).
   */
  appearance?: 'pill' | 'chip' | 'card';
  /** A larger legend and more room (a dialog's single question). */
  large?: boolean;
  /** The radio that takes focus: the chosen one, else the first. */
  ref?: Ref<HTMLInputElement>;
}

const PILL =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';
const CARD =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';
const CHIP =
  'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-ink-muted text-base font-semibold text-ink transition-colors ' +
  'hover:border-brand-700 hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white ' +
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500';

/** One choice among a few as a native radio group in a fieldset: Tab enters it, the arrow keys move and choose. */
export function RadioGroup({ legend, hint, error, name, value, options, onChange, appearance = 'pill', large, ref }: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const focusValue = options.some((option) => option.value === value) ? value : options[0]?.value;
  // A card's label holds its description too: the radio is named by the label line alone.
  const labelId = (option: RadioOption) => `${id}-${option.value}-label`;
  const descriptionId = (option: RadioOption) => `${id}-${option.value}-description`;
  const radio = (option: RadioOption, className: string) => (
    <input
      ref={option.value === focusValue ? ref : undefined}
      type="radio"
      name={name}
      value={option.value}
      checked={option.value === value}
      onChange={() => onChange(option.value)}
      aria-labelledby={appearance === 'card' ? labelId(option) : undefined}
      aria-describedby={appearance === 'card' && option.description ? descriptionId(option) : undefined}
      className={className}
    />
  );
  const chosen = (option: RadioOption) => (option.value === value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-ink-muted text-ink');
  return (
    <fieldset className={cx('flex flex-col', large ? 'gap-3' : 'gap-2')} aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={cx('mb-1 font-semibold text-ink', large && 'text-lg')}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={appearance === 'card' ? 'grid gap-2' : 'flex flex-wrap gap-2'}>
        {options.map((option) => {
          if (appearance === 'chip')
            return (
              <label key={option.value} className="relative">
                {radio(option, 'peer sr-only')}
                <span className={CHIP}>{option.label}</span>
              </label>
            );
          if (appearance === 'card')
            return (
              <label key={option.value} className={cx(CARD, chosen(option))}>
                {radio(option, 'mt-1 size-4 shrink-0 accent-brand-700')}
                <span className="flex flex-col gap-0.5">
                  <span id={labelId(option)} className="font-semibold">
                    {option.label}
                  </span>
                  {option.description && (
                    <span id={descriptionId(option)} className="text-sm text-ink-muted">
                      {option.description}
                    </span>
                  )}
                </span>
              </label>
            );
          return (
            <label key={option.value} className={cx(PILL, chosen(option))}>
              {radio(option, 'size-4 accent-brand-700')}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
