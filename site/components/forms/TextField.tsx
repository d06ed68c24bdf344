type Props = {
  id: string;
  name: string;
  label: string;
  /** Controlled with value and onChange; uncontrolled with defaultValue (what is typed before hydration stays). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: string;
  autoComplete?: string;
  error?: string;
};

export function TextField({ id, name, label, value, defaultValue, onChange, type = 'text', autoComplete, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
