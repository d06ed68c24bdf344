import { useEffect, type RefObject } from 'react';
import type { FieldErrors } from '@cep/domain';

/**
 * After a refused submit, focus goes to the first field in error (in `order`, by field name → control id),
 * so a keyboard or screen reader user lands on what to fix; its message is read with it (aria-describedby).
 * It runs when `errors` changes: `order` must keep its identity between renders (a constant or a memo).
 */
export function useFocusFirstError(scope: RefObject<HTMLElement | null>, errors: FieldErrors, order: ReadonlyArray<[string, string]>) {
  useEffect(() => {
    const first = order.find(([name]) => Object.keys(errors).some((key) => key === name || key.startsWith(`${name}.`)));
    if (!first) return;
    const control = scope.current?.querySelector<HTMLElement>(`#${CSS.escape(first[1])}`);
    control?.focus();
  }, [scope, errors, order]);
}

/** A field's error, or the first of its list items' ('cvZonegeo.3'). */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}
