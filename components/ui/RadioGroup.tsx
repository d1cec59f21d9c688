import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint } from './Field';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A short line under the label ('card' and 'level' appearances), read as the radio's description. */
  description?: ReactNode;
  /** Shown but not choosable (a full time slot); the arrow keys pass over it. */
  disabled?: boolean;
};

const OPTIONS_CLASS = {
  pill: 'flex flex-wrap gap-2',
  chip: 'flex flex-wrap gap-2',
  card: 'grid gap-2',
  tile: 'grid grid-cols-2 gap-3 desktop:grid-cols-3',
  level: 'grid grid-cols-3 gap-2',
  slot: 'flex flex-wrap gap-2',
} as const;

/** The appearances whose label holds a description too: the radio is named by the label line alone. */
const DESCRIBED = new Set<RadioGroupProps['appearance']>(['card', 'level']);

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
   * 'tile': square tiles in a grid, the radio showing (the CV's look: fonts, colours, sizes);
   * 'level': centred cards, the radio hidden over the card, its label over its description (the salary level);
   * 'slot': wide pills, the radio hidden, a disabled option crossed out (time slots).
   */
  appearance?: 'pill' | 'chip' | 'card' | 'tile' | 'level' | 'slot';
  /** The grid of the options, when the tiles' labels need other columns than the default (two, three on a desktop). */
  optionsClassName?: string;
  /** A larger legend and more room (a dialog's single question). */
  large?: boolean;
  /** The radio that takes focus: the chosen one, else the first choosable one. */
  ref?: Ref<HTMLInputElement>;
  /** The group itself, focusable (a form's focus on a group that has no option yet, such as slots before a day is chosen). */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  /** The legend's look, when the group heads a step of its own (a larger, bolder title). */
  legendClassName?: string;
  /** What the group says between its hint and its options: a live status, a loading state, a failure. */
  children?: ReactNode;
}

/** One choice among a few as a native radio group in a fieldset: Tab enters it, the arrow keys move and choose. */
export function RadioGroup({
  legend,
  hint,
  error,
  name,
  value,
  options,
  onChange,
  appearance = 'pill',
  optionsClassName,
  large,
  ref,
  fieldsetRef,
  legendClassName,
  children,
}: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const focusValue = options.some((option) => option.value === value) ? value : options.find((option) => !option.disabled)?.value;
  const described = DESCRIBED.has(appearance);
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
      disabled={option.disabled}
      onChange={() => onChange(option.value)}
      aria-labelledby={described ? labelId(option) : undefined}
      aria-describedby={described && option.description ? descriptionId(option) : undefined}
      className={className}
    />
  );
  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={fieldsetRef ? -1 : undefined}
      className={cx('flex flex-col focus:outline-none', large ? 'gap-3' : 'gap-2')}
      aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={legendClassName ?? cx('mb-1 font-semibold text-ink', large && 'text-lg')}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      {children}
      <div className={optionsClassName ?? OPTIONS_CLASS[appearance]}>
        {options.map((option) => {
          if (appearance === 'chip')
            return (
              <label key={option.value} className="relative">
                {radio(option, 'peer sr-only')}
                <span className="radio-chip">{option.label}</span>
              </label>
            );
          if (appearance === 'slot')
            return (
              <label key={option.value} className="radio-slot">
                {radio(option)}
                <span>{option.label}</span>
              </label>
            );
          if (appearance === 'level')
            return (
              <label key={option.value} className="radio-level" data-invalid={error ? true : undefined}>
                {radio(option)}
                <span id={labelId(option)}>{option.label}</span>
                {option.description && <span id={descriptionId(option)}>{option.description}</span>}
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
