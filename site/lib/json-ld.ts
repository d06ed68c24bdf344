/** JSON-LD for a script tag: '<' escaped so no text of the page can close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
