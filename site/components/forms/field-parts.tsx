/**
 * The pieces every field of the kit shares: a visible label tied to its control, a hint and an error under
 * it, both named by the control's aria-describedby (the error first, so it is read before the hint).
 */
export const labelClass = 'block text-sm font-medium text-stone-800';

/** The text-like controls; `dense` is the small type of long forms and search filters. */
export function controlClass(dense = false): string {
  return `mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2${dense ? ' text-sm' : ''} aria-[invalid=true]:border-red-600`;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids a control points to: its error, its hint, then whatever else describes it (the password rules). */
export function describedBy(id: string, { error, hint, extra }: { error?: string; hint?: string; extra?: string }): string | undefined {
  return [error && errorId(id), hint && hintId(id), extra].filter(Boolean).join(' ') || undefined;
}

/** aria-invalid only when there is an error: `false` would be read out on every field. */
export const invalid = (error?: string) => (error ? true : undefined);

/**
 * A required field's label is followed by a red asterisk, outside the label so the field's name stays its label;
 * the control itself carries `aria-required` for screen readers.
 */
export function Label({ id, label, required = false }: { id: string; label: string; required?: boolean }) {
  const text = (
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
  );
  if (!required) return text;
  return (
    <div className="flex items-baseline gap-1">
      {text}
      <span aria-hidden="true" className="text-sm text-red-700">
        *
      </span>
    </div>
  );
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={hintId(id)} className="mt-1 text-xs text-stone-600">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** One choice of a select, a checkbox group or a radio group. */
export type Option = { value: string; label: string };

/** What every field of the kit takes. */
export type FieldProps = { id: string; label: string; error?: string; hint?: string; required?: boolean };
