import { FRANCE } from '@cep/domain';
import { COUNTRIES, type FieldDef } from './field-defs';
import { PlaceAutocomplete } from './PlaceAutocomplete';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

type Props = {
  field: FieldDef;
  id: string;
  value: string | boolean;
  error?: string;
  /** From the form's schema (`requiredKeys`): marked with an asterisk. */
  required?: boolean;
  onChange: (value: string) => void;
  /** A city picked in the list: its name and postal code, by field name. */
  onPlace?: (values: Record<string, string>) => void;
  /** The form's values: a city field reads the postal code typed before it (`postalCodeField`). */
  values?: Record<string, unknown>;
};

/** The kit's field for a `FieldDef`: a French city in the official list, a country, or a text input. */
export function DefinedField({ field, id, value, error, required, onChange, onPlace, values }: Props) {
  const text = String(value ?? '');
  if (field.kind === 'city') {
    return (
      <PlaceAutocomplete
        id={id}
        label={field.label}
        required={required}
        source="villes"
        postalCode={field.postalCodeField ? String(values?.[field.postalCodeField] ?? '') : undefined}
        defaultLabel={text}
        error={error}
        onText={onChange}
        onPick={(item) =>
          onPlace?.({ [field.name]: item.valueitem, ...(field.postalCodeField ? { [field.postalCodeField]: item.codepostal } : {}) })
        }
      />
    );
  }
  if (field.kind === 'country') {
    return (
      <SelectField
        id={id}
        name={field.name}
        label={field.label}
        required={required}
        value={text || FRANCE}
        onChange={onChange}
        options={COUNTRIES}
        error={error}
      />
    );
  }
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      required={required}
      type={field.kind}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      autoComplete={field.autoComplete}
      maxLength={field.maxLength}
      value={text}
      onChange={onChange}
      error={error}
    />
  );
}
