'use client';

import { useEffect, useRef } from 'react';

type Props = {
  /** The form's general message, first line of the summary. */
  message: string;
  /** The fields in error, in the form's order: their id (the link target) and label. */
  fields: Array<{ id: string; label: string; error: string }>;
  /** Changes on each failed submit, so focus and scroll come back here each time. */
  attempt: number;
};

/**
 * After a failed submit (issue #17 item 3): the message and a link to each field in error, focused and scrolled
 * into view so keyboard and screen-reader users start from the list of what to fix.
 */
export function ErrorSummary({ message, fields, attempt }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [attempt]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 focus:outline-2 focus:outline-red-700"
    >
      <p className="font-semibold">{message}</p>
      {fields.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="underline">
                {field.label}
              </a>{' '}
              : {field.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
