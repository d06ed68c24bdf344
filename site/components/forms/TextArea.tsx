import { controlClass, describedBy, FieldError, Hint, invalid, Label, type FieldProps } from './field-parts';

type Props = FieldProps & {
  /** Controlled with value and onChange; uncontrolled with defaultValue (what is typed before hydration stays). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  rows?: number;
  dense?: boolean;
  /** Set in forms posted to a server action. */
  name?: string;
};

/** A labelled multi-line text, its hint and error under it. */
export function TextArea(props: Props) {
  const { id, label, value, defaultValue, onChange, rows = 6, error, hint, dense, name } = props;
  return (
    <div>
      <Label id={id} label={label} required={props.required} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-invalid={invalid(error)}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={controlClass(dense)}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
