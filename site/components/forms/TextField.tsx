import { controlClass, describedBy, FieldError, Hint, invalid, Label, type FieldProps } from './field-parts';

type Props = FieldProps & {
  /** Set in forms the browser posts (login, search); controlled forms go without. */
  name?: string;
  /** Controlled with value and onChange; uncontrolled with defaultValue (what is typed before hydration stays). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'password' | 'date' | 'time';
  autoComplete?: string;
  /** 'numeric' for whole numbers (a year): phones show digits only. */
  inputMode?: 'numeric';
  maxLength?: number;
  dense?: boolean;
  /** Prefilled from the account and not to be changed (spec 02 §3 contact forms). */
  readOnly?: boolean;
  /** The language of what is typed when it is not the page's French (an offer's translation): spelling and speech follow it. */
  lang?: string;
};

/** A labelled input, its hint and error under it. */
export function TextField(props: Props) {
  const {
    id,
    name,
    label,
    value,
    defaultValue,
    onChange,
    type = 'text',
    autoComplete,
    inputMode,
    maxLength,
    error,
    hint,
    dense,
    readOnly,
    lang,
  } = props;
  return (
    <div>
      <Label id={id} label={label} required={props.required} />
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={readOnly}
        lang={lang}
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
