'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';
import { ErrorSummary } from './ErrorSummary';
import { errorId } from './field-parts';

type Props = {
  message: string;
  /** Changes on each failed submit. */
  attempt: number;
  /** The form whose fields the kit marked `aria-invalid`, with their error under them. */
  form: RefObject<HTMLFormElement | null>;
};

type InvalidField = { id: string; label: string; error: string };

/** The form's fields in error, in the page's order, read from what the form kit rendered. */
function invalidFields(form: HTMLFormElement): InvalidField[] {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')].map((control) => {
    const labelled = (control as HTMLInputElement).labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? control.id;
    return { id: control.id, label: labelled.trim(), error: document.getElementById(errorId(control.id))?.textContent ?? '' };
  });
}

/**
 * The error summary of a long form whose fields live in several components (offer creation, the CV): the
 * fields come from the rendered form rather than from a list kept beside it, so a new field is never forgotten.
 */
export function InvalidFieldsSummary({ message, attempt, form }: Props) {
  const [fields, setFields] = useState<InvalidField[]>([]);
  // Read from the committed form, before paint: the fields' errors exist only once their components rendered them.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring the DOM after commit is what layout effects are for
    if (form.current) setFields(invalidFields(form.current));
  }, [attempt, form]);
  return <ErrorSummary message={message} fields={fields} attempt={attempt} />;
}
