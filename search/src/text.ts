/** Index text from stored rich text: tags and entities out, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT_LIMIT = 220;

/** The first words of a text for a result card, cut at a word. */
export function excerpt(text: string): string {
  if (text.length <= EXCERPT_LIMIT) return text;
  const space = text.lastIndexOf(' ', EXCERPT_LIMIT);
  // A first word longer than the limit (a pasted link) is cut inside it rather than kept whole.
  return `${text.slice(0, space > 0 ? space : EXCERPT_LIMIT).trimEnd()}…`;
}
