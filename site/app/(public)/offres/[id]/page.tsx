import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { departementLabel } from '@cep/domain';
import { getOffer } from '@/lib/cms';
import { formatDate, htmlToParagraphs } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same offer: one cms call per request.
const loadOffer = cache(getOffer);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const offer = await loadOffer((await params).id);
  if (!offer) return { title: fr.offer.notFoundTitle, robots: { index: false } };
  const description = htmlToParagraphs(offer.texte).join(' ').slice(0, 160);
  return {
    title: `${offer.titre} — ${offer.ville}`,
    description,
    alternates: { canonical: `/offres/${offer.id}` },
    // A closed offer stays reachable for those who saved the link, but leaves search engines.
    robots: offer.ouverte ? undefined : { index: false, follow: true },
    openGraph: { title: offer.titre, description, type: 'article' },
  };
}

export default async function OfferPage({ params }: Props) {
  const offer = await loadOffer((await params).id);
  if (!offer) notFound();
  const facts = [
    { label: fr.offer.contract, value: offer.contrat.libelle },
    { label: fr.offer.location, value: [offer.ville, offer.departement && departementLabel(offer.departement)].filter(Boolean).join(', ') },
    { label: fr.offer.published, value: formatDate(offer.datePublication) },
    ...(offer.dateExpiration ? [{ label: fr.offer.expires, value: formatDate(offer.dateExpiration) }] : []),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link href="/offres" className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {fr.offer.back}
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-[2fr_1fr]">
        <article>
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-vin-50 px-2 py-0.5 text-vin-800">{offer.contrat.libelle}</span>
            {offer.vendanges && <span className="rounded-full bg-feuille-50 px-2 py-0.5 text-feuille-600">{fr.offers.harvest}</span>}
          </div>
          <h1 className="mt-2 text-2xl font-bold text-vin-900 md:text-3xl">{offer.titre}</h1>
          <p className="mt-1 text-stone-700">
            {offer.entreprise?.nom ?? fr.offers.anonymousCompany} · {offer.ville}
          </p>
          {!offer.ouverte && (
            <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {fr.offer.closed}
            </p>
          )}
          <h2 className="mt-8 text-lg font-semibold">{fr.offer.description}</h2>
          <div className="mt-2 space-y-3 leading-relaxed text-stone-800">
            {htmlToParagraphs(offer.texte).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {offer.entreprise && (
            <section className="mt-8 rounded-xl border border-sarment-100 bg-white p-4">
              <h2 className="text-lg font-semibold">{fr.offer.company}</h2>
              <p className="mt-1 font-medium">{offer.entreprise.nom}</p>
              {offer.entreprise.description && <p className="mt-2 text-sm text-stone-700">{offer.entreprise.description}</p>}
            </section>
          )}
        </article>
        <aside className="h-fit rounded-xl border border-sarment-100 bg-white p-4 shadow-sm md:sticky md:top-4">
          <h2 className="text-base font-semibold">{fr.offer.details}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {facts.map((fact) => (
              <div key={fact.label} className="flex justify-between gap-4">
                <dt className="text-stone-600">{fact.label}</dt>
                <dd className="text-right font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}
