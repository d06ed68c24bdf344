import type { ReactNode } from 'react';

/** The labelled inputs of the offer forms: each shows its error under it and points to it for screen readers. */
const control = 'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';

type Base = { id: string; label: string; error?: string; hint?: string };

function Described({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = ({ id, error, hint }: Base) => [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

function Label({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-stone-800">
      {label}
    </label>
  );
}

export function TextInput(
  props: Base & { value: string; onChange: (v: string) => void; maxLength?: number; type?: string; after?: ReactNode },
) {
  const { id, label, value, onChange, maxLength, type = 'text', after, error } = props;
  return (
    <div>
      <Label id={id} label={label} />
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        className={control}
      />
      {after}
      <Described {...props} />
    </div>
  );
}

export function TextArea(props: Base & { value: string; onChange: (v: string) => void; rows?: number }) {
  const { id, label, value, onChange, rows = 6, error } = props;
  return (
    <div>
      <Label id={id} label={label} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        className={control}
      />
      <Described {...props} />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectInput(props: Base & { value: string; onChange: (v: string) => void; options: Option[]; placeholder?: string }) {
  const { id, label, value, onChange, options, placeholder, error } = props;
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        className={control}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described {...props} />
    </div>
  );
}

export function Checkbox({ id, label, checked, onChange, error }: Base & { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-stone-800">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-vin-700" />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Checkboxes over one list value (ids or codes), in a fieldset with its legend. */
export function CheckboxGroup({
  id,
  label,
  options,
  values,
  onChange,
  error,
}: Base & { options: Option[]; values: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <Checkbox
            key={o.value}
            id={`${id}-${o.value}`}
            label={o.label}
            checked={values.includes(o.value)}
            onChange={(checked) => onChange(checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
          />
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
