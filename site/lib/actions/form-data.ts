/** Text of a form field ('' when absent). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's own fields as an object, `plainPassword[first]` / `[second]` nested as the schemas expect. */
export function formObject(form: FormData, names: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) values[name] = text(form, name);
  if (form.has('plainPassword[first]')) {
    values.plainPassword = { first: text(form, 'plainPassword[first]'), second: text(form, 'plainPassword[second]') };
  }
  return values;
}
