import { describedBy, errorId, FieldError, invalid, type FieldProps, type Option } from './field-parts';

type CheckboxProps = Omit<FieldProps, 'hint'> & {
  /** Set in forms the browser posts (search filters), with the value sent when ticked. */
  name?: string;
  value?: string;
  /** Controlled with checked and onChange; uncontrolled with defaultChecked. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Shown but not choosable (an offer already applied to, in a selection). */
  disabled?: boolean;
};

/** A checkbox inside its label (the whole text is clickable), its error under it. */
export function Checkbox({ id, label, name, value, checked, defaultChecked, onChange, error, disabled }: CheckboxProps) {
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm text-stone-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          disabled={disabled}
          onChange={onChange && ((event) => onChange(event.target.checked))}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy(id, { error })}
          className="mt-0.5 h-4 w-4 accent-vin-700"
        />
        {label}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A group's name, starred for the eye when it must be answered; a radio group also says it to assistive technology
 * (`aria-required`), a checkbox group by its error when left empty (ARIA has no required group of checkboxes).
 */
function GroupLegend({ label, required }: { label: string; required: boolean }) {
  return (
    <legend className="text-sm font-medium text-stone-800">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-1 text-red-700">
          *
        </span>
      )}
    </legend>
  );
}

type GroupProps = Omit<FieldProps, 'hint'> & { options: readonly Option[] };

/** Checkboxes over one list value (ids or codes), in a fieldset named by its legend and described by its error. */
export function CheckboxGroup({
  id,
  label,
  options,
  values,
  onChange,
  error,
  required = false,
}: GroupProps & { values: string[]; onChange: (values: string[]) => void; required?: boolean }) {
  return (
    <fieldset id={id} aria-describedby={error ? errorId(id) : undefined}>
      <GroupLegend label={label} required={required} />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            id={`${id}-${option.value}`}
            label={option.label}
            checked={values.includes(option.value)}
            onChange={(checked) => onChange(checked ? [...values, option.value] : values.filter((v) => v !== option.value))}
          />
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Radio buttons over one value, in a fieldset named by its legend. */
export function RadioGroup({
  id,
  label,
  options,
  value,
  onChange,
  error,
  required = false,
}: GroupProps & { value: string; onChange: (value: string) => void; required?: boolean }) {
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid(error)}
      aria-describedby={error ? errorId(id) : undefined}
    >
      <GroupLegend label={label} required={required} />
      <div className="mt-2 flex flex-wrap gap-6">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-vin-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
