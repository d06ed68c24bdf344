'use client';

import { useCallback, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useFormWords } from './form-words';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> & { id: string; ref?: Ref<HTMLInputElement> };

/** Fired on the input by clearFileInput: emptying `value` fires no event of its own. */
const CLEARED = 'cep:file-cleared';

/** Empties a file input (a refused file, a file sent) and the name shown beside it. */
export function clearFileInput(input: HTMLInputElement | null | undefined) {
  if (!input) return;
  input.value = '';
  input.dispatchEvent(new Event(CLEARED));
}

/**
 * A file input in the page's language: the browser draws its own button in the browser's language (« Choose File »), so the
 * native input stays in the page for the keyboard, screen readers and forms, visually hidden, and a styled label
 * says « Choisir un fichier » with the chosen name beside it — until the file is cleared (clearFileInput). The
 * field's own label and messages stay the caller's.
 */
export function FileInput({ id, ref, onChange, ...input }: Props) {
  const { files } = useFormWords();
  const [chosen, setChosen] = useState<string>();
  // The element goes to the caller's ref too; while it is in the page, clearFileInput's event resets the name.
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      if (!node) return;
      const forget = () => setChosen(undefined);
      node.addEventListener(CLEARED, forget);
      return () => {
        node.removeEventListener(CLEARED, forget);
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  return (
    <div className="mt-1 flex flex-wrap items-center gap-3">
      <input
        {...input}
        ref={attach}
        id={id}
        type="file"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setChosen(event.target.files?.[0]?.name);
          onChange?.(event);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="cursor-pointer rounded-full bg-vin-50 px-4 py-2 text-sm font-semibold text-vin-800 hover:bg-vin-100 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-vin-700"
      >
        {files.choose}
      </label>
      <span className="text-sm text-stone-700">{chosen ?? files.none}</span>
    </div>
  );
}
