/**
 * Rich text stored by the cms, sanitised on every write with its field's allow-list (offers, pages and courses:
 * paragraphs, line breaks, emphasis, lists; articles also h2/h3, quotes, links and Cep's own images).
 * Rendered only from server components.
 */
export function RichText({
  html,
  className = '',
  article = false,
  lang,
}: {
  html: string;
  className?: string;
  article?: boolean;
  /** When the text's language is not the page's (a French offer text on a Spanish page). */
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`prose-offre ${article ? 'prose-article' : ''} space-y-3 leading-relaxed text-stone-800 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
