import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { COUNTRIES, type FieldDef } from './fields';

type Props = {
  field: FieldDef;
  id: string;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
  /** A city picked in the list: its name and postal code, by field name. */
  onPlace?: (values: Record<string, string>) => void;
};

const input = 'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600';

/** One labelled input of an account section, its error under it. */
export function Field({ field, id, value, error, onChange, onPlace }: Props) {
  const errorId = `${id}-error`;
  if (field.kind === 'city') {
    return (
      <PlaceAutocomplete
        id={id}
        label={field.label}
        source="villes"
        defaultLabel={String(value ?? '')}
        error={error}
        onText={onChange}
        onPick={(item) =>
          onPlace?.({ [field.name]: item.valueitem, ...(field.postalCodeField ? { [field.postalCodeField]: item.codepostal } : {}) })
        }
      />
    );
  }
  const described = error ? errorId : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {field.label}
      </label>
      {field.kind === 'country' ? (
        <select
          id={id}
          name={field.name}
          value={String(value || 'FR')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={input}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.kind === 'number' ? 'number' : (field.kind ?? 'text')}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={input}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
