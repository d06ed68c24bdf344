import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toOrganization, type PageKind } from '@cep/domain';
import { getPublicPage } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { jsonLd } from '@/lib/json-ld';
import { siteUrl } from '@/lib/site-url';
import { PublicPageView } from './PublicPageView';

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same page: one cms call per request.
const loadPage = cache(getPublicPage);
const PATHS: Record<PageKind, string> = { entreprise: 'entreprises', ecole: 'ecoles' };

/** The two public page routes, `/entreprises/{id}` and `/ecoles/{id}`: the same page, with its Organization JSON-LD. */
export function publicPageRoute(kind: PageKind) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const page = await loadPage(kind, (await params).id);
    if (!page) return { title: fr.errors.notFoundTitle, robots: { index: false } };
    const description = (kind === 'ecole' ? fr.publicPage.schoolDescription : fr.publicPage.companyDescription)(page.nom, page.ville);
    const path = `/${PATHS[kind]}/${page.id}`;
    return {
      title: page.nom,
      description,
      alternates: { canonical: path },
      openGraph: {
        title: page.nom,
        description,
        url: path,
        images: page.images.photocouverture ? [{ url: page.images.photocouverture, width: 1366, height: 240 }] : undefined,
      },
    };
  }

  async function PublicPageRoute({ params }: Props) {
    const page = await loadPage(kind, (await params).id);
    if (!page) notFound();
    return (
      <>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(toOrganization(page, siteUrl(''))) }} />
        <PublicPageView page={page} />
      </>
    );
  }

  return { generateMetadata, PublicPageRoute };
}
