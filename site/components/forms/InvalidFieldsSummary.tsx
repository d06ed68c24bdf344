'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';
import { ErrorSummary } from './ErrorSummary';
import { errorId } from './field-parts';

type Props = {
  message: string;
  /** Changes on each failed submit. */
  attempt: number;
  /** The form whose fields show their error under them (the kit's `{id}-error`). */
  form: RefObject<HTMLFormElement | null>;
};

type InvalidField = { id: string; label: string; error: string };

const ERROR_SUFFIX = errorId('');

/** A control's label (a rich text's is the element it is labelled by), or a group's legend, without its required mark. */
function nameOf(target: HTMLElement): string {
  const labelledBy = target.getAttribute('aria-labelledby');
  const text =
    (target as HTMLInputElement).labels?.[0]?.textContent ??
    (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
    target.querySelector('legend')?.textContent ??
    target.id;
  return text.replace(/\s*\*$/, '').trim();
}

/** The form's fields in error, in the page's order: every error the kit rendered, and the field or group it is under. */
function invalidFields(form: HTMLFormElement): InvalidField[] {
  return [...form.querySelectorAll<HTMLElement>(`[id$="${ERROR_SUFFIX}"]`)].flatMap((message) => {
    const target = document.getElementById(message.id.slice(0, -ERROR_SUFFIX.length));
    return target ? [{ id: target.id, label: nameOf(target), error: message.textContent ?? '' }] : [];
  });
}

/**
 * The error summary of a long form whose fields live in several components (offer creation): the fields come
 * from the rendered form rather than from a list kept beside it, so a new field of the kit is never forgotten.
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
