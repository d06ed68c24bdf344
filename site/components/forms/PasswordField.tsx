'use client';

import { useState } from 'react';
import { useFormWords } from './form-words';
import { describedBy, FieldError, invalid, Label } from './field-parts';

type Props = {
  id: string;
  name: string;
  label: string;
  error?: string;
  /** The id of the password rules the input must meet. */
  rulesId?: string;
  /** Controlled when given; otherwise the browser keeps what is typed (even before hydration). */
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  /** Marked with the form kit's red asterisk (a new password always is). */
  required?: boolean;
};

/** A password input with its show/hide toggle (spec 01 §2). */
export function PasswordField({ id, name, label, error, rulesId, value, onChange, autoComplete, required }: Props) {
  const { password } = useFormWords();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
          aria-invalid={invalid(error)}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, { error, extra: rulesId })}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 pr-28 aria-[invalid=true]:border-red-600"
        />
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-vin-700"
        >
          {visible ? password.hide : password.show}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
