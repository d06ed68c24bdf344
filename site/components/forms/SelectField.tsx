import { controlClass, describedBy, FieldError, Hint, invalid, Label, type FieldProps, type Option } from './field-parts';

type Props = FieldProps & {
  options: readonly Option[];
  /** The first, empty choice ('Choisissez…', 'Tous les contrats'). */
  placeholder?: string;
  /** Set in forms the browser posts (search filters); controlled forms go without. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  dense?: boolean;
};

/** A labelled select, its hint and error under it. */
export function SelectField(props: Props) {
  const { id, name, label, value, defaultValue, onChange, options, placeholder, error, hint, dense } = props;
  return (
    <div>
      <Label id={id} label={label} required={props.required} />
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-invalid={invalid(error)}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={controlClass(dense)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
