import { departementLabel, type PublicOffer } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { payText } from '@/lib/pay';

/** The 'En bref' list of an offer page: only what the recruiter filled in. */
export function OfferFacts({ offer }: { offer: PublicOffer }) {
  const place =
    offer.pays === 'FR'
      ? [offer.ville, offer.departement && departementLabel(offer.departement)].filter(Boolean).join(', ')
      : `${offer.ville} (${offer.pays})`;
  const facts: Array<{ label: string; value: string }> = [
    { label: fr.offer.contract, value: offer.contrat.libelle },
    ...(offer.duree ? [{ label: fr.offer.duration, value: offer.duree }] : []),
    ...(place ? [{ label: fr.offer.location, value: place }] : []),
    ...(offer.remuneration
      ? [{ label: fr.offer.pay, value: payText(offer.remuneration.min, offer.remuneration.max, offer.remuneration.periode) }]
      : []),
    ...(offer.experience ? [{ label: fr.offer.experience, value: offer.experience }] : []),
    ...(offer.niveauEtude ? [{ label: fr.offer.studyLevel, value: offer.niveauEtude }] : []),
    ...(offer.domaines.length ? [{ label: fr.offer.domains, value: offer.domaines.join(', ') }] : []),
    ...(offer.langues.length
      ? [{ label: fr.offer.languages, value: offer.langues.map((l) => `${l.langue} (${l.niveau})`).join(', ') }]
      : []),
    ...(offer.avantages.length ? [{ label: fr.offer.benefits, value: offer.avantages.join(', ') }] : []),
    ...(offer.datePublication ? [{ label: fr.offer.published, value: formatDate(offer.datePublication) }] : []),
    ...(offer.dateExpiration ? [{ label: fr.offer.expires, value: formatDate(offer.dateExpiration) }] : []),
  ];
  return (
    <dl className="mt-3 space-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex justify-between gap-4">
          <dt className="text-stone-600">{fact.label}</dt>
          <dd className="text-right font-medium">{fact.value}</dd>
        </div>
      ))}
      {offer.permisMobile && <p className="font-medium text-stone-800">{fr.offer.licence}</p>}
      {offer.teletravail && <p className="font-medium text-stone-800">{fr.offer.homeOffice}</p>}
    </dl>
  );
}
