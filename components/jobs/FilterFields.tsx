import { FieldError } from '@/components/ui/Field';
import { UF_NAMES } from '@/lib/brazil/uf-names';
import { STATE_CODES_BY_NAME } from '@/lib/jobs/vocabulary';

/**
 * The job search's own form pieces (the search's filters, a client component, and the landing's
 * quick search, a server one; both plain GET forms); their text fields and selects are the kit's
 * TextField and Select.
 */

/** The state filter's options: every state by name, after the 'any state' option. */
export function StateOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {STATE_CODES_BY_NAME.map((code) => (
        <option key={code} value={code}>
          {UF_NAMES[code]}
        </option>
      ))}
    </>
  );
}

/** A group of checkboxes (several values of one parameter), in a fieldset with its legend. */
export function CheckboxFilter({
  id,
  legend,
  name,
  options,
  checked,
  error,
}: {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
}) {
  return (
    <fieldset id={id} className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(({ value, label }) => (
          <label key={value} className="filter-check">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
