import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint } from './Field';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A short line under the label ('card' appearance), read as the radio's description. */
  description?: ReactNode;
};

const OPTIONS_CLASS = {
  pill: 'flex flex-wrap gap-2',
  chip: 'flex flex-wrap gap-2',
  card: 'grid gap-2',
  tile: 'grid grid-cols-2 gap-3 desktop:grid-cols-3',
} as const;

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
   * 'card': one option a row, its label over its description (choices that need a word each);
   * 'tile': square tiles in a grid, the radio showing (the CV's look: fonts, colours, sizes).
   */
  appearance?: 'pill' | 'chip' | 'card' | 'tile';
  /** The grid of the options, when the tiles' labels need other columns than the default (two, three on a desktop). */
  optionsClassName?: string;
  /** A larger legend and more room (a dialog's single question). */
  large?: boolean;
  /** The radio that takes focus: the chosen one, else the first. */
  ref?: Ref<HTMLInputElement>;
}

/** One choice among a few as a native radio group in a fieldset: Tab enters it, the arrow keys move and choose. */
export function RadioGroup({ legend, hint, error, name, value, options, onChange, appearance = 'pill', optionsClassName, large, ref }: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const focusValue = options.some((option) => option.value === value) ? value : options[0]?.value;
  // A card's label holds its description too: the radio is named by the label line alone.
  const labelId = (option: RadioOption) => `${id}-${option.value}-label`;
  const descriptionId = (option: RadioOption) => `${id}-${option.value}-description`;
  const radio = (option: RadioOption, className?: string) => (
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
  return (
    <fieldset className={cx('flex flex-col', large ? 'gap-3' : 'gap-2')} aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={cx('mb-1 font-semibold text-ink', large && 'text-lg')}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={optionsClassName ?? OPTIONS_CLASS[appearance]}>
        {options.map((option) => {
          if (appearance === 'chip')
            return (
              <label key={option.value} className="relative">
                {radio(option, 'peer sr-only')}
                <span className="radio-chip">{option.label}</span>
              </label>
            );
          if (appearance === 'card')
            return (
              <label key={option.value} className="radio-card">
                {radio(option)}
                <span>
                  <span id={labelId(option)}>{option.label}</span>
                  {option.description && <span id={descriptionId(option)}>{option.description}</span>}
                </span>
              </label>
            );
          return (
            <label key={option.value} className={appearance === 'tile' ? 'radio-tile' : 'radio-pill'}>
              {radio(option)}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
