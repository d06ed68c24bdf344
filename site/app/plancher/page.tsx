import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Plancher de mesure', robots: { index: false, follow: false } };

/**
 * The floor of `npm run lhci` (issue #44): the root layout (header, footer) and the framework's runtime with no
 * content, so each public page's figures read as this floor plus Cep's own share. Linked from nowhere, left out of
 * the sitemap, not indexed.
 */
export default function FloorPage() {
  return null;
}
