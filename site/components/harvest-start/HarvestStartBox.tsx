import Link from 'next/link';
import { startCountsText, startMomentText } from '@cep/domain';
import { harvestRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { harvestStart } from '@/lib/i18n/fr/harvest-start';
import { seasonal } from '@/lib/i18n/fr/seasonal';
import { readTokens } from '@/lib/session/cookies';

const t = harvestStart.start;

/** On a harvest offer's applications page: the start as confirmed and who answered, or the way to confirm it. */
export async function HarvestStartBox({ offerId }: { offerId: string }) {
  const tokens = await readTokens();
  const headcount = tokens ? await read(harvestRoutes.headcount, { params: { offerId }, query: {}, jwt: tokens.jwt }) : null;
  if (!headcount) return null;
  const { demarrage, compteurs } = headcount;
  return (
    <section aria-labelledby="demarrage-vendanges" className="mt-4 rounded-xl border border-feuille-600/40 bg-feuille-50 p-4">
      <h2 id="demarrage-vendanges" className="font-semibold text-stone-900">
        {t.applicationsBox}
      </h2>
      <p className="mt-1 text-sm text-stone-800">
        {demarrage
          ? `${t.current(startMomentText(demarrage.date, demarrage.heure), demarrage.lieu)} ${startCountsText(compteurs)}.`
          : t.notYet}
      </p>
      <Link
        href={`/recrutement/offre/demarrage/${encodeURIComponent(offerId)}`}
        className="mt-2 inline-block text-sm font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800"
      >
        {t.applicationsBoxLink(Boolean(demarrage))}
      </Link>
      <p className="mt-3 text-sm text-stone-800">{seasonal.seasonal.reviewBoxText}</p>
      <Link
        href={`/recrutement/offre/bilan/${encodeURIComponent(offerId)}`}
        className="mt-1 inline-block text-sm font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800"
      >
        {seasonal.seasonal.reviewBoxLink}
      </Link>
    </section>
  );
}
