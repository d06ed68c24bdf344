import type { PublicPage } from './responses/pages';

const absolute = (base: string, path: string | null) => (path ? new URL(path, base).toString() : undefined);

/**
 * schema.org JSON-LD of a public page (issue #14): an `Organization` for a company, an `EducationalOrganization`
 * for a school, with its address, logo, website and the page's own URL. Fields without a value are left out.
 */
export function toOrganization(page: PublicPage, siteUrl: string) {
  const url = new URL(`/${page.type === 'ecole' ? 'ecoles' : 'entreprises'}/${page.id}`, siteUrl).toString();
  const text = page.description
    .replace(/<\/(?:p|li|h2|h3)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    '@context': 'https://schema.org',
    '@type': page.type === 'ecole' ? 'EducationalOrganization' : 'Organization',
    name: page.nom,
    url,
    description: text || undefined,
    logo: absolute(siteUrl, page.images.logo),
    image: absolute(siteUrl, page.images.photocouverture),
    foundingDate: page.anneeCreation ? String(page.anneeCreation) : undefined,
    sameAs: page.siteWeb ? [page.siteWeb] : undefined,
    parentOrganization: page.maison
      ? { '@type': 'Organization', name: page.maison.nom, url: new URL(`/entreprises/${page.maison.id}`, siteUrl).toString() }
      : undefined,
    address: page.ville
      ? { '@type': 'PostalAddress', addressLocality: page.ville, postalCode: page.codePostal || undefined, addressCountry: page.pays }
      : undefined,
  };
}
