/**
 * Rich text stored by the cms, sanitised on every write with an allow-list (paragraphs, line breaks, emphasis,
 * lists; no attribute). Rendered only from server components.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-offre space-y-3 leading-relaxed text-stone-800 ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
