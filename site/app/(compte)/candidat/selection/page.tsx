import type { Metadata } from 'next';
import { OfferCard } from '@/components/offers/OfferCard';
import { ShortlistItems } from '@/components/applications/ShortlistItems';
import { KeepOffline } from '@/components/pwa/KeepOffline';
import { offerRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { htmlToParagraphs } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { FRENCH_WORDS } from '@/lib/i18n/page-language';

const t = fr.shortlist;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** « Ma sélection » (issue #11 item 8): the offers the candidate shortlisted, as search cards, each with « Retirer ». */
export default async function ShortlistPage() {
  const tokens = await readTokens();
  const offers = (tokens ? await read(offerRoutes.selection, { jwt: tokens.jwt }) : null)?.offres ?? [];
  const items = offers.map((offer) => ({
    id: offer.id,
    titre: offer.titre,
    open: offer.ouverte,
    card: (
      <OfferCard
        words={FRENCH_WORDS}
        offer={{
          id: offer.id,
          title: offer.titre,
          titles: Object.fromEntries(Object.entries(offer.traductions).map(([language, translation]) => [language, translation.titre])),
          excerpt: htmlToParagraphs(offer.texte).join(' ').slice(0, 240),
          company: offer.entreprise?.nom ?? null,
          companyLogo: offer.entreprise?.logo ?? null,
          city: offer.ville,
          postalCode: offer.codePostal,
          department: offer.departement,
          contract: String(offer.contrat.id),
          contractLabel: offer.contrat.libelle,
          harvest: offer.vendanges,
          publishedAt: offer.datePublication ? Date.parse(offer.datePublication) : 0,
        }}
      />
    ),
  }));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      <ShortlistItems
        items={items}
        countLabel={t.count(items.length)}
        empty={items.length === 0 ? { text: t.empty, href: '/offres', action: t.findOffers } : undefined}
      />
      {/* The shortlist and its open offers, readable offline in the installed app. */}
      <KeepOffline page="/candidat/selection" offers={offers.filter((offer) => offer.ouverte).map((offer) => offer.id)} />
    </div>
  );
}
