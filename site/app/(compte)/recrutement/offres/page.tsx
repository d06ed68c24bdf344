import type { Metadata } from 'next';
import Link from 'next/link';
import { contracts, messages, offerStates } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { OfferBoosters } from '@/components/commerce/OfferBoosters';
import { OfferCardActions } from '@/components/recruiter-offer/OfferCardActions';
import { read } from '@/lib/cms/call';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const m = fr.recruiterOffer.manage;

export const metadata: Metadata = { title: m.title, robots: { index: false } };

type Query = { etat?: string; contrat?: string; q?: string; modification?: string };

const STATE_STYLES: Record<string, string> = {
  brouillon: 'bg-stone-100 text-stone-800',
  validation: 'bg-amber-50 text-amber-900',
  publiee: 'bg-feuille-50 text-feuille-600',
  refusee: 'bg-red-50 text-red-800',
  suspendue: 'bg-sarment-100 text-stone-800',
  expiree: 'bg-stone-100 text-stone-700',
};

/** A filter of the address bar as the cms reads it: one value (the first of several), cut where the cms cuts it. */
const one = (value: string | string[] | undefined, max: number) => [value].flat()[0]?.slice(0, max);

/** The recruiter's offers (spec 02 §2): status and contract filters, free search, counts, status actions. */
export default async function RecruiterOffersPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const tokens = await readTokens();
  const filters = { etat: one(query.etat, 40), contrat: one(query.contrat, 12), q: one(query.q, 100) };
  const list = tokens ? await read(offerRoutes.list, { query: filters, jwt: tokens.jwt }) : null;
  const offers = list?.offres ?? [];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{m.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            href="/recrutement/offre/description-offre/nouveau"
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {m.newOffer}
          </Link>
          <Link
            href="/recrutement/offre/description-offre/nouveau/vendanges"
            className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {m.newHarvest}
          </Link>
          <Link
            href="/recrutement/offre/description-offre/nouveau/stage"
            className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {m.newInternship}
          </Link>
        </div>
      </div>
      {query.modification === 'envoyee' && (
        <p role="status" className="mt-4 rounded-lg border border-feuille-600 bg-feuille-50 p-3 text-sm text-stone-900">
          {messages.modificationsEnvoyees}
        </p>
      )}
      <form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_1fr_2fr_auto] md:items-end"
      >
        <SelectField
          dense
          id="etat"
          name="etat"
          label={m.status}
          placeholder={m.allStatuses}
          defaultValue={query.etat ?? ''}
          options={offerStates.map((state) => ({
            value: state.key,
            label: fr.offers.withCount(state.label, list?.compteurs[state.key] ?? 0),
          }))}
        />
        <SelectField
          dense
          id="contrat"
          name="contrat"
          label={m.contract}
          placeholder={m.allContracts}
          defaultValue={query.contrat ?? ''}
          options={contracts.map((c) => ({ value: String(c.id), label: c.label }))}
        />
        <TextField dense id="q" name="q" type="search" label={m.search} defaultValue={query.q} />
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {m.filter}
        </button>
      </form>
      {offers.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700">{m.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {offers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span className={`rounded-full px-2 py-0.5 ${STATE_STYLES[offer.etat] ?? ''}`}>{offer.etatLibelle}</span>
                {offer.contrat.libelle && <span className="rounded-full bg-vin-50 px-2 py-0.5 text-vin-800">{offer.contrat.libelle}</span>}
                {offer.clicsPostuler !== null ? (
                  <span className="text-stone-600">{m.redirections(offer.clicsPostuler)}</span>
                ) : offer.candidatures > 0 ? (
                  <Link
                    href={`/recrutement/offre/candidature/${offer.id}`}
                    aria-label={fr.pipeline.linkLabel(m.applications(offer.candidatures), offer.titre)}
                    className="text-vin-700 underline underline-offset-2 hover:text-vin-800"
                  >
                    {m.applications(offer.candidatures)}
                  </Link>
                ) : (
                  <span className="text-stone-600">{m.applications(offer.candidatures)}</span>
                )}
                {offer.modificationEnAttente && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">{m.changePending}</span>
                )}
                {offer.nouvellesCandidatures > 0 && (
                  <span className="rounded-full bg-vin-700 px-2 py-0.5 text-white">
                    {fr.dashboard.newApplications(offer.nouvellesCandidatures)}
                  </span>
                )}
              </div>
              <h2 className="mt-2 text-lg font-semibold text-stone-900">{offer.titre}</h2>
              <p className="text-sm text-stone-700">{[offer.societe, offer.ville].filter(Boolean).join(' · ')}</p>
              <p className="mt-1 text-sm text-stone-600">
                {offer.etat === 'suspendue' && offer.dateSuspension
                  ? m.since(formatDate(offer.dateSuspension))
                  : offer.etat === 'publiee' && offer.datePublication
                    ? `${m.publishedOn(formatDate(offer.datePublication))}${offer.dateExpiration ? ` · ${m.expiresOn(formatDate(offer.dateExpiration))}` : ''}`
                    : ''}
              </p>
              {offer.etat === 'refusee' && offer.motifRefus && (
                <p className="mt-1 text-sm text-red-800">{m.refusedBecause(offer.motifRefus)}</p>
              )}
              {offer.modificationRefusee && <p className="mt-1 text-sm text-red-800">{m.changeRefused(offer.modificationRefusee)}</p>}
              <div className="mt-3">
                <OfferCardActions offer={offer} />
                {offer.etat === 'publiee' && <OfferBoosters offer={offer} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
